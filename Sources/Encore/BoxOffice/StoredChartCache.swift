import Foundation
import SQLKit

/// Stored charts as last read here, by key. Reading a chart through Fluent (its entries are a JSON
/// column) was the largest single cost of a chart page (perf, `bench/routes.py --hold`); a chart
/// changes only when KOBIS is asked again, which writes a new `fetched_at`. So each page view reads
/// that one column, and the entries again only when it differs from the kept copy's: every
/// instance still serves what the database holds now.
final class StoredChartCache: Sendable {
    struct Stored: Sendable {
        let entries: [BoxOfficeEntry]
        let range: ClosedRange<Day>?
        let fetchedAt: Date
    }

    /// Charts kept at most (a year of daily charts for each filter would be far more than people browse).
    private let charts = KeptTable<ChartKey, Stored>(capacity: 1_000)

    /// The chart as stored now; nil when it never was.
    func chart(_ key: ChartKey, on database: EncoreDatabase) async throws -> Stored? {
        guard
            let row = try await database.sql.raw(
                """
                SELECT fetched_at FROM \(ident: ArchivedChart.schema)
                WHERE kind = \(bind: key.kind.rawValue) AND day = \(bind: key.day.description)
                  AND filter = \(bind: key.filter.key)
                """
            ).first()
        else { return nil }
        let fetchedAt = try row.decode(column: "fetched_at", as: Date.self)
        if let kept = charts[key], kept.fetchedAt == fetchedAt { return kept }
        guard let record = try await BoxOfficeArchive.find(key, on: database) else { return nil }
        let stored = Stored(entries: record.entries, range: record.range, fetchedAt: record.fetchedAt)
        charts.keep(stored, for: key)
        return stored
    }
}
