import Foundation
import SQLKit

/// Nicknames nobody may take for a while (`nickname_holds`, by `NicknameKey`): a deleted
/// profile's, and one an operator reset, so nobody passes for its owner at once.
enum NicknameHolds {
    static let period: TimeInterval = 30 * 24 * 3_600

    static func hold(_ key: String, until: Date, on database: EncoreDatabase) async throws {
        try await database.writeTransaction { database in
            try await database.sql.delete(from: "nickname_holds").where("nickname_key", .equal, key).run()
            try await database.sql.insert(into: "nickname_holds").columns("nickname_key", "until")
                .values(SQLBind(key), SQLBind(until)).run()
        }
    }

    static func isHeld(_ key: String, at now: Date, on database: EncoreDatabase) async throws -> Bool {
        try await database.sql.select().column("until").from("nickname_holds")
            .where("nickname_key", .equal, key).where("until", .greaterThan, now).first() != nil
    }
}
