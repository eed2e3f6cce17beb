import Foundation
import SQLKit

/// The notices an operator's decision leaves for the maker of a quarantined or deleted item, shown
/// on the home page and the quiz tab until the maker dismisses them.
struct MakerNotices {
    struct Notice: Decodable, Hashable, Sendable {
        let id: UUID
        let action: String
        let subject_kind: String
        let title: String
        let reason: String?
    }

    static let shownAtMost = 5

    let database: EncoreDatabase
    let now: Date

    /// Leaves a notice for the maker of a quarantined or deleted item, inside the decision's transaction.
    static func record(
        _ action: ModerationAction, of item: ReportedItem, reason: ReportReason?, at now: Date,
        on database: EncoreDatabase
    ) async throws {
        guard action != .approve, let maker = item.makerID else { return }
        try await leave(
            for: maker, action: action.rawValue, kind: item.subject.kind.rawValue, title: item.title, reason: reason,
            at: now, on: database)
    }

    /// Leaves `profile` a notice of `action` on its `kind` thing called `title`.
    static func leave(
        for profile: UUID, action: String, kind: String, title: String, reason: ReportReason?, at now: Date,
        on database: EncoreDatabase
    ) async throws {
        try await database.sql.insert(into: "maker_notices")
            .columns("id", "profile_id", "action", "subject_kind", "title", "reason", "created_at")
            .values(
                SQLBind(UUID()), SQLBind(profile), SQLBind(action), SQLBind(kind), SQLBind(title),
                SQLBind(reason?.rawValue), SQLBind(now)
            ).run()
    }

    /// The newest notices `profile` has not dismissed (none for a guest).
    func unseen(for profile: UUID?) async throws -> [Notice] {
        guard let profile else { return [] }
        return try await database.sql.select().columns("id", "action", "subject_kind", "title", "reason")
            .from("maker_notices").where("profile_id", .equal, profile).where("seen_at", .is, SQLLiteral.null)
            .orderBy("created_at", .descending).limit(Self.shownAtMost).all(decoding: Notice.self)
    }

    func dismiss(_ id: UUID, for profile: UUID) async throws {
        try await database.sql.update("maker_notices").set("seen_at", to: now).where("id", .equal, id)
            .where("profile_id", .equal, profile).run()
    }
}
