import Foundation
import SQLKit

/// The addresses a day's answer was shown to on its own day (a play that ran out of tries). A
/// throwaway guest could skip six times to read the film, and a profile on the same connection then
/// solve it in one: a play of that day from such an address does not count as played on the day.
struct DailyAnswerSightings {
    static let schema = "daily_answer_sightings"
    /// How long a sighting is kept: its day, and the day after for the midnight edge.
    static let kept: TimeInterval = 2 * 24 * 3_600

    let database: EncoreDatabase

    func record(_ number: Int, address: String, at now: Date) async throws {
        let sql = database.sql
        try await sql.raw(
            """
            INSERT INTO \(ident: Self.schema) (number, address, seen_at) VALUES (\(bind: number), \(bind: address), \(bind: now))
            ON CONFLICT (number, address) DO NOTHING
            """
        ).run()
        try await sql.raw(
            "DELETE FROM \(ident: Self.schema) WHERE seen_at < \(bind: now.addingTimeInterval(-Self.kept))"
        ).run()
    }

    func saw(_ number: Int, address: String) async throws -> Bool {
        try await database.sql.raw(
            "SELECT 1 AS seen FROM \(ident: Self.schema) WHERE number = \(bind: number) AND address = \(bind: address)"
        ).first() != nil
    }
}
