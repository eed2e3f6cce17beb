import Vapor

/// What the layout needs on every page: language, theme, CSRF token, the signed-in profile and
/// the active tab. Pages render `Page<Shell, Content>`, so templates read `shell.*` and `page.*`.
struct Shell: Encodable {
    struct ProfileBadge: Encodable {
        let nickname: String
        let avatarURL: String
    }

    let lang: String
    let theme: String
    let title: String
    /// The active section (`SectionTab`'s raw value), which is also its stylesheet's name.
    let tab: String?
    let csrfToken: String
    let profile: ProfileBadge?
    let paths: LinkPaths
    /// The tab bar, rendered once per language and active tab (`partials/tabs`).
    let tabsHTML: RenderedFragment
    /// A party room's screen: no site navigation, the page is the stage.
    let stage: Bool
    /// What the link shows where it is shared; nil for pages nobody shares.
    let og: OpenGraph?

    /// A shareable page's OpenGraph and Twitter card: its title, a line, its address and its card.
    struct OpenGraph: Encodable {
        let title: String
        let description: String
        let url: String
        let image: String
    }

    struct Tabs: Encodable, Hashable {
        let tabs: [Tab]
    }

    struct Tab: Encodable, Hashable {
        let key: String
        let href: String
        let labelKey: String
        let isActive: Bool
    }
}

/// What every template renders: a shell (`Shell` for pages, `FragmentShell` for fragments) and its content.
struct Page<ShellValue: Encodable, Content: Encodable>: Encodable {
    let shell: ShellValue
    let page: Content
}

extension Request {
    /// Renders `template` inside the layout with the shell built from this request.
    func page(
        _ template: String, title: String, tab: SectionTab?, stage: Bool = false, og: Shell.OpenGraph? = nil,
        _ content: some Encodable
    ) async throws -> View {
        let profile = auth.get(Profile.self)
        let shell = Shell(
            lang: language.rawValue,
            theme: profile?.theme.rawValue ?? ThemePreference.system.rawValue,
            title: title,
            tab: tab?.rawValue,
            csrfToken: csrfToken,
            profile: profile.map { .init(nickname: $0.nickname, avatarURL: viewContext.avatarURL(of: $0)) },
            paths: .shared,
            tabsHTML: try await fragment("partials/tabs", key: tab) {
                Shell.Tabs(
                    tabs: SectionTab.allCases.map {
                        .init(key: $0.rawValue, href: $0.path, labelKey: "tab.\($0.rawValue)", isActive: $0 == tab)
                    })
            },
            stage: stage, og: og)
        return try await view.render(template, Page(shell: shell, page: content))
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
