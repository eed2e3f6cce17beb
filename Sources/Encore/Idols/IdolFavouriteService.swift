import Fluent
import Vapor

/// A profile's favourite groups and members: newest first, each kept once, removable.
struct IdolFavouriteService {
    static let limit = 500

    let directory: IdolDirectory
    let profileID: UUID
    let now: Date

    private var database: any Database { directory.database }

    func list() async throws -> IdolFavourites {
        let rows = try await IdolFavourite.query(on: database).filter(\.$profileID == profileID)
            .sort(\.$createdAt, .descending).sort(\.$id).all()
        return IdolFavourites(
            groups: try await directory.groupSummaries(ids: rows.filter { $0.kind == .group }.map(\.itemID)),
            members: try await directory.memberSummaries(ids: rows.filter { $0.kind == .member }.map(\.itemID)))
    }

    func contains(_ kind: IdolFavourite.Kind, _ id: String) async throws -> Bool {
        try await query(kind, id).first() != nil
    }

    /// Adds the favourite (again at the top when it was already there). False when the id is unknown.
    @discardableResult
    func add(_ kind: IdolFavourite.Kind, _ id: String) async throws -> Bool {
        guard try await exists(kind, id) else { return false }
        if let existing = try await query(kind, id).first() {
            existing.createdAt = now
            try await existing.update(on: database)
            return true
        }
        let count = try await IdolFavourite.query(on: database).filter(\.$profileID == profileID).count()
        guard count < Self.limit else { throw UserFacingError(.conflict, "idols.error.favouritesFull") }
        do {
            try await IdolFavourite(profileID: profileID, kind: kind, itemID: id, at: now).create(on: database)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            // The same favourite added at the same moment from another tab: it is there, as asked.
        }
        return true
    }

    func remove(_ kind: IdolFavourite.Kind, _ id: String) async throws {
        try await query(kind, id).delete()
    }

    private func query(_ kind: IdolFavourite.Kind, _ id: String) -> QueryBuilder<IdolFavourite> {
        IdolFavourite.query(on: database).filter(\.$profileID == profileID).filter(\.$kind == kind).filter(\.$itemID == id)
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
        IdolFavouriteService(directory: try await idols(), profileID: try requireProfile().requireID(), now: encore.clock.now())
    }
}
