import Vapor

/// The GIF tab: GIPHY search (as you type, in the browser), random and favourites; and without a
/// GIPHY key, Encore's own library of uploaded GIFs, which is what the tab then shows.
struct GifPageController {
    let gifs: GifFactory

    struct SearchContent: Encodable {
        let gifs: GifPageContent
        let query: String
    }

    struct FavouritesContent: Encodable {
        let gifs: GifPageContent
        let items: [GifFavouriteDTO]
        let hasItems: Bool
        let count: Int
    }

    func search(_ request: Request) async throws -> Response {
        guard gifs.giphy(request) != nil else {
            return try await GifLibraryPageController(gifs: gifs, uploads: gifs.uploads).render(request)
        }
        let content = SearchContent(
            gifs: try await gifs.pageContent(request, active: .search), query: (try? request.gifQuery()) ?? "")
        return try await request.pageResponse(
            "gifs/search", title: request.text("section.gifs.title"), tab: .gifs, content)
    }

    func random(_ request: Request) async throws -> Response {
        guard gifs.giphy(request) != nil else { return request.redirect(to: Site.gifs.path) }
        let content = SearchContent(gifs: try await gifs.pageContent(request, active: .random), query: "")
        return try await request.pageResponse(
            "gifs/random", title: request.text("gifs.tab.random"), tab: .gifs, content)
    }

    func favourites(_ request: Request) async throws -> Response {
        guard request.auth.get(Profile.self) != nil else { return request.redirectToWelcome() }
        let items = try await gifs.favouriteList(request)
        // The list (each GIF as this visitor sees it) and GIPHY's settings (the rating is theirs)
        // name the whole body: kept, a view renders no template (Leaf was a fifth of the page).
        let key = FavouritesKey(items: items, giphy: gifs.giphy(request))
        return try await request.pageResponse(
            "gifs/favourites", key: key, title: request.text("gifs.tab.favourites"), tab: .gifs
        ) {
            FavouritesContent(
                gifs: try await gifs.pageContent(request, active: .favourites), items: items,
                hasItems: !items.isEmpty, count: items.count)
        }
    }

    private struct FavouritesKey: Hashable, Sendable {
        let items: [GifFavouriteDTO]
        let giphy: GifPageContent.Giphy?
    }

    struct FavouriteChange: Decodable {
        let kind: GifFavourite.Kind
        let id: String
        let title: String?
        let action: Action
        let next: String?

        enum Action: String, Decodable { case add, remove }
    }

    /// The form every ☆ posts without JavaScript (the scripts use the API instead).
    func changeFavourite(_ request: Request) async throws -> Response {
        guard let change = try? request.content.decode(FavouriteChange.self),
            GifIDs.isValid(change.id, kind: change.kind)
        else {
            throw GenericRefusal(.badRequest)
        }
        let back = Links.safeReturn(change.next)
        guard let profile = request.auth.get(Profile.self) else { return request.redirectToWelcome(next: back) }
        let favourites = try gifs.favourites(request)
        switch change.action {
        case .add: try await favourites.add(change.kind, change.id, title: change.title ?? "", for: profile)
        case .remove: try await favourites.remove(change.kind, change.id, for: profile)
        }
        return request.redirect(to: back, redirectType: .normal)
    }
}
