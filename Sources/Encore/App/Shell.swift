import Vapor

/// What a page's template sees as `shell`: language, title, CSRF token, the signed-in profile and
/// the shared paths. Pages render `Page<Shell, Content>`, so templates read `shell.*` and `page.*`;
/// the frame around them (`layout.leaf`) is `PageFrame`.
struct Shell: Encodable {
    struct ProfileBadge: Encodable {
        let nickname: String
        let avatarURL: String
    }

    let lang: String
    let title: String
    let csrfToken: String
    let profile: ProfileBadge?
    let paths: LinkPaths

    /// A shareable page's OpenGraph and Twitter card: its title, a line, its address and its card.
    struct OpenGraph: Encodable, Hashable, Sendable {
        let title: String
        let description: String
        /// The card's path: the layout puts the visit's origin before it, and this page's address
        /// beside it, so a random query string or `Host` does not make another kept layout.
        let imagePath: String
    }
}

/// What every template renders: a shell (`Shell` for pages, `FragmentShell` for fragments) and its content.
struct Page<ShellValue: Encodable, Content: Encodable>: Encodable {
    let shell: ShellValue
    let page: Content
}

extension Request {
    /// Renders `template` inside the layout: the template with the shell built from this request,
    /// the layout from the kept frame for its language, theme, title and tab (`PageFrame`).
    func page(
        _ template: String, title: String, tab: SectionTab?, stage: Bool = false, og: Shell.OpenGraph? = nil,
        _ content: some Encodable
    ) async throws -> View {
        let badge = profileBadge
        let shell = Shell(lang: language.rawValue, title: title, csrfToken: csrfToken, profile: badge, paths: .shared)
        let body = try await view.render(template, Page(shell: shell, page: content)).data
        return try await framed(.rendered(body), badge: badge, title: title, tab: tab, stage: stage, og: og)
    }

    /// A page whose whole body is a kept fragment: for bodies that show nothing of the visitor but
    /// what `key` names (which must be everything the body shows) and the CSRF token, which the
    /// template reads as `shell.csrfToken` and gets as a stand-in that each view fills with its own
    /// (`PageFrame`). Once kept, a view renders no template at all.
    func page<Key: Hashable & Sendable, Content: Encodable>(
        _ template: String, key: Key, title: String, tab: SectionTab?, og: Shell.OpenGraph? = nil,
        _ content: () async throws -> Content
    ) async throws -> View {
        let shell = FragmentShell(
            lang: language.rawValue, paths: .shared, csrfToken: PageFrame.standIn(.csrfToken))
        let body = try await fragment(template, key: PageBodyKey(key: key), shell: shell, content).renderedFragment
        return try await framed(.kept(body), badge: profileBadge, title: title, tab: tab, stage: false, og: og)
    }

    /// A kept body's key, of a type of its own: a template kept as an ordinary fragment under an
    /// equal key (rendered without the CSRF stand-in) can never be taken for it.
    private struct PageBodyKey<Key: Hashable & Sendable>: Hashable, Sendable {
        let key: Key
    }

    private var profileBadge: Shell.ProfileBadge? {
        auth.get(Profile.self).map {
            Shell.ProfileBadge(nickname: $0.nickname, avatarURL: viewContext.avatarURL(of: $0))
        }
    }

    /// `body` inside the kept layout for this language, theme, title and tab (`PageFrame`), with
    /// this visit's CSRF token and profile written in.
    private func framed(
        _ body: PageFrame.Body, badge: Shell.ProfileBadge?, title: String, tab: SectionTab?, stage: Bool,
        og: Shell.OpenGraph?
    ) async throws -> View {
        let profile = auth.get(Profile.self)
        let frame = try await pageFrame(
            PageFrame.Key(
                theme: profile?.theme.rawValue ?? ThemePreference.system.rawValue, title: title, tab: tab,
                stage: stage, og: og, signedIn: profile != nil))
        return View(
            data: frame.write(
                PageFrame.Visit(
                    csrfToken: csrfToken, profile: badge, origin: og == nil ? "" : siteOrigin,
                    path: og == nil ? "" : url.string),
                body: body, into: byteBufferAllocator))
    }

    /// A string in this request's language.
    func text(_ key: String, _ arguments: [String] = []) -> String {
        encore.strings.text(key, language, arguments)
    }

    /// This request's language, the strings and the image signer, for view models.
    var viewContext: ViewContext {
        ViewContext(language: language, strings: encore.strings, images: encore.images.urls)
    }
}
