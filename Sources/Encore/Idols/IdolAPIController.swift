import Vapor

/// `/api/v1/idols/…`: the same queries as the pages, as JSON.
struct IdolAPIController {
    let idols: IdolFactory

    struct SearchResults: Content {
        let query: String
        let groups: [IdolGroupSummary]
        let members: [IdolMemberSummary]
    }

    struct FavouriteInput: Content {
        let kind: IdolFavourite.Kind
        let id: String
    }

    func periods(_ request: Request) async throws -> Response {
        try await idols.directory(request).periodsJSON().response
    }

    func group(_ request: Request) async throws -> IdolGroupDetail {
        guard let group = try await idols.directory(request).group(id: try request.idolID()) else {
            throw IdolError.groupNotFound
        }
        return group
    }

    func member(_ request: Request) async throws -> IdolMemberDetail {
        guard let member = try await idols.directory(request).member(id: try request.idolID()) else {
            throw IdolError.memberNotFound
        }
        return member
    }

    func search(_ request: Request) async throws -> SearchResults {
        let query = try request.idolQuery()
        return try await results(for: query, request)
    }

    func results(for query: String, _ request: Request) async throws -> SearchResults {
        let hits = IdolSearch.search(query, in: try await idols.directory(request).searchIndex())
        return SearchResults(query: query, groups: hits.groups, members: hits.members)
    }

    func birthdays(_ request: Request) async throws -> IdolBirthdays {
        try await idols.directory(request).birthdays()
    }

    func favourites(_ request: Request) async throws -> IdolFavourites {
        try await idols.favourites(request).list(of: try request.requireProfile())
    }

    func addFavourite(_ request: Request) async throws -> Response {
        let input = try request.content.decode(FavouriteInput.self)
        let profile = try request.requireProfile()
        let favourites = try idols.favourites(request)
        guard IdolDataRules.isSlug(input.id), try await favourites.add(input.kind, input.id, for: profile) else {
            throw input.kind == .group ? IdolError.groupNotFound : IdolError.memberNotFound
        }
        return try await favourites.list(of: profile).encodeResponse(status: .created, for: request)
    }

    func removeFavourite(_ request: Request) async throws -> HTTPStatus {
        guard let kind = request.parameters.get(.kind).flatMap(IdolFavourite.Kind.init(rawValue:)) else {
            throw GenericRefusal(.notFound)
        }
        let profile = try request.requireProfile()
        try await idols.favourites(request).remove(kind, try request.idolID(), for: profile)
        return .noContent
    }
}

extension Request {
    /// The `:id` of a group or member: a data-file slug, or 404.
    func idolID() throws -> String {
        guard let id = parameters.get(.id), IdolDataRules.isSlug(id) else {
            throw GenericRefusal(.notFound)
        }
        return id
    }

    func idolQuery() throws -> String { try searchQuery(tooLong: "idols.error.query") }
}
