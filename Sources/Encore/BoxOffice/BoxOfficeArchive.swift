import Fluent
import Foundation

/// Charts through the archive: final charts come from the database alone; recent ones are
/// refreshed from KOBIS after a while; concurrent requests for one chart make one KOBIS call;
/// when KOBIS fails, the last stored chart is served, marked as possibly stale.
struct BoxOfficeArchive {
    /// How long a recent chart is trusted before KOBIS is asked again (it revises yesterday's figures).
    static let recentLifetime: TimeInterval = 60 * 60

    struct Result: Sendable {
        let key: ChartKey
        let entries: [BoxOfficeEntry]
        let range: ClosedRange<Day>?
        let fetchedAt: Date
        /// KOBIS could not be reached (or has no key) and this is what the archive had.
        let isStale: Bool
    }

    let database: EncoreDatabase
    let clock: AppClock
    let source: (any BoxOfficeSource)?
    let coalescer: Coalescer<ChartKey, Result>
    /// The process's kept charts (a fresh one keeps nothing between archives).
    var stored = StoredChartCache()
    /// Asked before each KOBIS call this archive makes for a page view (budget and per-client share).
    var admit: @Sendable () async throws -> Void = {}

    var today: Day { Day(koreaTimeOf: clock.now()) }

    func chart(_ key: ChartKey) async throws -> Result {
        guard key.isAvailable(today: today) else { throw BoxOfficeError.notYet }
        let stored = try await self.stored.chart(key, on: database)
        if let stored,
            key.isFinal(today: today) || clock.now().timeIntervalSince(stored.fetchedAt) < Self.recentLifetime
        {
            return Self.result(stored, key: key, isStale: false)
        }
        guard let source else {
            if let stored { return Self.result(stored, key: key, isStale: true) }
            throw BoxOfficeError.noKey
        }
        do {
            return try await coalescer.run(key) { [admit] in
                try await admit()
                return try await fetch(key, from: source)
            }
        } catch let error as UpstreamError {
            if let stored { return Self.result(stored, key: key, isStale: true) }
            throw BoxOfficeError.upstream(error)
        }
    }

    /// Asks KOBIS and stores the answer (the movie days too, for all-films daily charts).
    func fetch(_ key: ChartKey, from source: any BoxOfficeSource) async throws -> Result {
        let now = clock.now()
        // Counted before the answer: a failed call still used the key's daily allowance.
        try await KOBISCallCount.record(on: Day(koreaTimeOf: now), database)
        let chart = try await source.chart(key.query)
        try await database.writeTransaction { transaction in
            if let record = try await Self.find(key, on: transaction) {
                record.update(with: chart, at: now)
                try await record.save(on: transaction)
            } else {
                try await ArchivedChart(key: key, chart: chart, fetchedAt: now).create(on: transaction)
            }
            if key.kind == .daily, key.filter == .all {
                try await Self.storeMovieDays(chart.entries, on: key.day, transaction)
            }
        }
        return Result(key: key, entries: chart.entries, range: chart.range, fetchedAt: now, isStale: false)
    }

    /// The newest stored chart of the key's kind and filter, for a page that cannot fetch its own.
    func newestArchived(like key: ChartKey) async throws -> ChartKey? {
        let newest = try await ArchivedChart.query(on: database)
            .filter(\.$kind == key.kind).filter(\.$filter == key.filter.key).sort(\.$day, .descending).first()
        return newest.flatMap { Day(text: $0.day) }.map { ChartKey(kind: key.kind, day: $0, filter: key.filter) }
    }

    func find(_ key: ChartKey) async throws -> ArchivedChart? {
        try await Self.find(key, on: database)
    }

    static func find(_ key: ChartKey, on database: any Database) async throws -> ArchivedChart? {
        try await ArchivedChart.query(on: database)
            .filter(\.$kind == key.kind).filter(\.$day == key.day.description).filter(\.$filter == key.filter.key)
            .first()
    }

    private static func storeMovieDays(_ entries: [BoxOfficeEntry], on day: Day, _ database: any Database) async throws
    {
        try await MovieDay.query(on: database).filter(\.$day == day.description).delete()
        for entry in entries { try await MovieDay(entry, on: day).create(on: database) }
    }

    private static func result(_ stored: StoredChartCache.Stored, key: ChartKey, isStale: Bool) -> Result {
        Result(key: key, entries: stored.entries, range: stored.range, fetchedAt: stored.fetchedAt, isStale: isStale)
    }
}
