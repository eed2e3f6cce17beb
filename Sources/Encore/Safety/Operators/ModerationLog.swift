import Foundation
import SQLKit

/// The audit log: every operator action and every role change, with who, when, what and why. The
/// database refuses to change or delete an entry (`CreateOperators`); nothing on the web writes here
/// but `record`, and only staff read it.
struct ModerationLog {
    struct Entry: Codable, Sendable {
        var id = UUID()
        let created_at: Date
        /// Nil for the command line.
        let actor_id: UUID?
        /// The operator's nickname then, or "command line (user)".
        let actor_name: String
        let action: String
        let subject_kind: String
        let subject_id: UUID?
        /// What the item was called then: a title or a nickname.
        let subject_label: String
        /// The reason category an operator chose (a `ReportReason`).
        let reason: String?
        /// What the operator typed.
        let note: String?
    }

    static let pageSize = 100

    /// Writes `entry` with the change it records, inside the caller's transaction.
    static func record(_ entry: Entry, on database: EncoreDatabase) async throws {
        try await database.sql.insert(into: "moderation_log").model(entry).run()
    }

    /// The newest entries first.
    static func recent(on database: EncoreDatabase, limit: Int = pageSize) async throws -> [Entry] {
        try await database.sql.select().column("*").from("moderation_log")
            .orderBy("created_at", .descending).orderBy("id").limit(limit).all(decoding: Entry.self)
    }
}
