import Vapor

extension Request {
    /// A rendered page as a response with the given status (forms re-shown with errors use 422).
    /// A `stage` page (a party room's screens) has no site navigation: a tap must not leave a game.
    func pageResponse(
        _ template: String, title: String, tab: SectionTab?, status: HTTPResponseStatus = .ok, stage: Bool = false,
        og: Shell.OpenGraph? = nil, _ content: some Encodable
    ) async throws -> Response {
        try await privatePage(
            try await page(template, title: title, tab: tab, stage: stage, og: og, content), status: status)
    }

    /// The same for a body kept whole under `key` (`page(_:key:title:tab:og:_:)`).
    func pageResponse<Key: Hashable & Sendable, Content: Encodable>(
        _ template: String, key: Key, title: String, tab: SectionTab?, status: HTTPResponseStatus = .ok,
        og: Shell.OpenGraph? = nil, _ content: () async throws -> Content
    ) async throws -> Response {
        try await privatePage(
            try await page(template, key: key, title: title, tab: tab, og: og, content), status: status)
    }

    private func privatePage(_ view: View, status: HTTPResponseStatus) async throws -> Response {
        let response = try await view.encodeResponse(for: self)
        response.status = status
        // Pages show the visitor's own profile: shared caches must not keep them.
        response.headers.replaceOrAdd(name: .cacheControl, value: "private, no-cache")
        return response
    }

    /// A shareable page's OpenGraph: `card` drawn as its image (`PreviewCard`); this page's address
    /// is the visit's (`PageFrame.Visit`).
    func openGraph(title: String, description: String, card: PreviewCard) -> Shell.OpenGraph {
        Shell.OpenGraph(
            title: title, description: description,
            imagePath: encore.caches.previewCardPaths.value(for: card) {
                card.path(signedWith: PreviewCardController.key(encore.secret))
            })
    }

    /// Where to send someone who needs a profile first, coming back here afterwards.
    func redirectToWelcome(next: String? = nil) -> Response {
        var components = URLComponents()
        components.path = Site.welcome.path
        components.queryItems = [URLQueryItem(name: "next", value: next ?? url.path)]
        return redirect(to: components.string ?? Site.welcome.path, redirectType: .normal)
    }
}
