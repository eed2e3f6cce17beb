import Foundation
import SQLKit

/// GitHub's "sudo mode" for operators: acting needs the password again when this browser's session
/// last gave it more than `window` ago. Kept in the database per session, so every instance agrees
/// and signing out ends it.
struct OperatorConfirmation {
    static let window: TimeInterval = 10 * 60

    let database: EncoreDatabase
    let now: Date

    /// Whether the session with this token hash gave its profile's password within the window.
    func isFresh(tokenHash: String, profile: UUID) async throws -> Bool {
        let row = try await database.sql.select().column("confirmed_at").from("operator_confirmations")
            .where("token_hash", .equal, tokenHash).where("profile_id", .equal, profile).first()
        guard let confirmed = try row?.decode(column: "confirmed_at", as: Date.self) else { return false }
        return now.timeIntervalSince(confirmed) <= Self.window && confirmed <= now
    }

    /// Starts the window again for this session (the password was just checked).
    func confirm(tokenHash: String, profile: UUID) async throws {
        let now = now
        try await database.writeTransaction { database in
            try await database.sql.delete(from: "operator_confirmations").where("token_hash", .equal, tokenHash).run()
            try await database.sql.insert(into: "operator_confirmations")
                .columns("token_hash", "profile_id", "confirmed_at")
                .values(SQLBind(tokenHash), SQLBind(profile), SQLBind(now)).run()
        }
    }
}
