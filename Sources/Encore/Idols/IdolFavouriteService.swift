import Fluent
import Vapor

/// A profile's favourite groups and members: newest first, each kept once, removable.
struct IdolFavouriteService {
    static let limit = 500

    let directory: IdolDirectory
    let profileID: UUID
    let now: Date

    private var database: any Database { directory.database }

    private var favourites: FavouriteList<IdolFavourite> {
        FavouriteList(database: database, profileID: profileID, now: now, limit: Self.limit)
    }

    func list() async throws -> IdolFavourites {
        let rows = try await favourites.rows()
        return IdolFavourites(
            groups: try await directory.groupSummaries(ids: rows.filter { $0.kind == .group }.map(\.itemID)),
            members: try await directory.memberSummaries(ids: rows.filter { $0.kind == .member }.map(\.itemID)))
    }

    func contains(_ kind: IdolFavourite.Kind, _ id: String) async throws -> Bool {
        try await favourites.contains(kind, id)
    }

    /// Adds the favourite (again at the top when it was already there). False when the id is unknown.
    @discardableResult
    func add(_ kind: IdolFavourite.Kind, _ id: String) async throws -> Bool {
        guard try await exists(kind, id) else { return false }
        try await favourites.add(kind, id, whenFull: UserFacingError(.conflict, "idols.error.favouritesFull")) {
            IdolFavourite(profileID: profileID, kind: kind, itemID: id, at: now)
        }
        return true
    }

    func remove(_ kind: IdolFavourite.Kind, _ id: String) async throws {
        try await favourites.remove(kind, id)
    }

    private func exists(_ kind: IdolFavourite.Kind, _ id: String) async throws -> Bool {
        switch kind {
        case .group: try await IdolGroup.find(id, on: database) != nil
        case .member: try await IdolMember.find(id, on: database) != nil
        }
    }
}

extension Request {
    func idolFavourites() async throws -> IdolFavouriteService {
        IdolFavouriteService(
            directory: try await idols(), profileID: try requireProfile().requireID(), now: encore.clock.now())
    }
}
