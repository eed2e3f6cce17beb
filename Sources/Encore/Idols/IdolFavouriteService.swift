import Fluent
import Foundation

/// A profile's favourite groups and members: newest first, each kept once, removable.
struct IdolFavouriteService {
    static let limit = 500

    let directory: IdolDirectory
    let now: Date

    private func favourites(of profile: Profile) throws -> FavouriteList<IdolFavourite> {
        FavouriteList(database: directory.database, profileID: try profile.requireID(), now: now, limit: Self.limit)
    }

    func list(of profile: Profile) async throws -> IdolFavourites {
        let rows = try await favourites(of: profile).rows("kind, item_id", as: Entry.self)
        return IdolFavourites(
            groups: try await directory.groupSummaries(ids: rows.filter { $0.kind == .group }.map(\.item_id)),
            members: try await directory.memberSummaries(ids: rows.filter { $0.kind == .member }.map(\.item_id)))
    }

    private struct Entry: Decodable {
        let kind: IdolFavourite.Kind
        let item_id: String
    }

    func contains(_ kind: IdolFavourite.Kind, _ id: String, for profile: Profile) async throws -> Bool {
        try await favourites(of: profile).contains(kind, id)
    }

    /// Adds the favourite (again at the top when it was already there). False when the id is unknown.
    @discardableResult
    func add(_ kind: IdolFavourite.Kind, _ id: String, for profile: Profile) async throws -> Bool {
        guard try await exists(kind, id) else { return false }
        let profileID = try profile.requireID()
        try await favourites(of: profile).add(
            kind, id, whenFull: IdolError.favouritesFull
        ) {
            IdolFavourite(profileID: profileID, kind: kind, itemID: id, at: now)
        }
        return true
    }

    func remove(_ kind: IdolFavourite.Kind, _ id: String, for profile: Profile) async throws {
        try await favourites(of: profile).remove(kind, id)
    }

    private func exists(_ kind: IdolFavourite.Kind, _ id: String) async throws -> Bool {
        switch kind {
        case .group: try await directory.groupRow(id: id) != nil
        case .member: try await directory.memberRow(id: id) != nil
        }
    }
}
