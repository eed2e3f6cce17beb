import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct BoxOfficeBackfillTests {
    static func backfill(_ app: Application, _ source: FakeBoxOfficeSource, budget: Int = 100) throws
        -> BoxOfficeBackfill
    {
        let archive = BoxOfficeArchive(
            database: try app.database, clock: app.encore.clock, source: source,
            coalescer: app.encore.caches.chartRequests)
        return BoxOfficeBackfill(archive: archive, source: source, budget: budget)
    }

    static func day(_ d: Int) -> Day { Day(year: 2026, month: 11, day: d)! }

    @Test func itResumesWhereItStoppedAndNeverAsksForToday() async throws {
        try await withEncore { app, _ in
            let source = FakeBoxOfficeSource()
            _ = try await Self.backfill(app, source).run(from: Self.day(2), to: Self.day(3))
            var steps: [Int] = []

            let outcome = try await Self.backfill(app, source).run(from: Self.day(1), to: Self.day(30)) { done, _ in
                steps.append(done)
            }

            // Today (Korea) is the 22nd: the 1st to the 21st, of which the 2nd and 3rd were done.
            #expect(outcome == .init(fetched: 19, skipped: 2, failed: 0, remaining: 0))
            #expect(source.calls.count == 21 && !source.calls.contains { $0.day >= Self.day(22) })
            #expect(steps == Array(1...21))
            #expect(try await ArchivedChart.query(on: app.db).count() == 21)
        }
    }

    @Test func itStopsBeforeTheDailyBudgetWhichPageViewsAlsoUse() async throws {
        try await withEncore { app, browser in
            let source = FakeBoxOfficeSource()
            app.encore.upstreams.boxOffice = source
            _ = try await browser.get("/boxoffice")  // one KOBIS call from a page view

            let outcome = try await Self.backfill(app, source, budget: 4).run(from: Self.day(1), to: Self.day(10))

            #expect(outcome.fetched == 3 && outcome.remaining == 7)
            #expect(try await KOBISCallCount.calls(on: Self.day(22), app.db) == 4)
        }
    }

    @Test func failedDaysAreCountedAndLeftForTheNextRun() async throws {
        try await withEncore { app, _ in
            let source = FakeBoxOfficeSource()
            source.fail(with: .unavailable)

            let outcome = try await Self.backfill(app, source).run(from: Self.day(1), to: Self.day(2))

            #expect(outcome.failed == 2 && outcome.fetched == 0)
            #expect(try await ArchivedChart.query(on: app.db).count() == 0)
        }
    }
}
