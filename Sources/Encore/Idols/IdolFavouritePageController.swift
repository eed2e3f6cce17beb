import Vapor

/// 즐겨찾기: favourite groups and favourite members as two tabs, newest first, each removable; and
/// the form the ☆ buttons post (the page script sends the same change through the API instead).
struct IdolFavouritePageController {
    let idols: IdolFactory

    struct Content: Encodable {
        struct Tab: Encodable {
            let label: String
            let href: String
            let isActive: Bool
        }

        let tabs: [Tab]
        let showsGroups: Bool
        let groups: [IdolPageContent.GroupCard]
        let members: [IdolMemberSummary]
        let returnTo: String
        /// Leaf treats an empty list as true, so templates test these instead.
        let hasGroups: Bool
        let hasMembers: Bool
    }

    struct Change: Decodable {
        let kind: IdolFavourite.Kind
        let id: String
        let action: Action
        let next: String?

        enum Action: String, Decodable { case add, remove }
    }

    func show(_ request: Request) async throws -> Response {
        guard let profile = request.auth.get(Profile.self) else { return request.redirectToWelcome() }
        let showsGroups = (try? request.query.get(String.self, at: "tab")) != "members"
        let favourites = try await idols.favourites(request).list(of: profile)
        let tabs = [("groups", favourites.groups.count), ("members", favourites.members.count)].map { key, count in
            Content.Tab(
                label: request.text("idols.favourites.\(key)", [String(count)]),
                href: Site.idolFavourites.path + "?tab=" + key, isActive: (key == "groups") == showsGroups)
        }
        let content = Content(
            tabs: tabs, showsGroups: showsGroups,
            groups: favourites.groups.map { IdolPageContent.groupCard($0) },
            members: favourites.members,
            returnTo: Site.idolFavourites.path + "?tab=" + (showsGroups ? "groups" : "members"),
            hasGroups: !favourites.groups.isEmpty, hasMembers: !favourites.members.isEmpty)
        return try await request.pageResponse(
            "idols/favourites", title: request.text("idols.favourites.title"), tab: .idols, content)
    }

    func change(_ request: Request) async throws -> Response {
        guard let change = try? request.content.decode(Change.self), IdolDataRules.isSlug(change.id) else {
            throw GenericRefusal(.badRequest)
        }
        let back = Links.safeReturn(change.next)
        guard let profile = request.auth.get(Profile.self) else { return request.redirectToWelcome(next: back) }
        let favourites = try idols.favourites(request)
        switch change.action {
        case .add:
            guard try await favourites.add(change.kind, change.id, for: profile) else {
                throw GenericRefusal(.notFound)
            }
        case .remove:
            try await favourites.remove(change.kind, change.id, for: profile)
        }
        return request.redirect(to: back, redirectType: .normal)
    }
}
