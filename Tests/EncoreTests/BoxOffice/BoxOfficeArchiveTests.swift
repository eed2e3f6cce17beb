import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// The archive with a clock moved by hand; "today" starts at 2026-11-22 in Korea.
@Suite struct BoxOfficeArchiveTests {
    static let today = Day(year: 2026, month: 11, day: 22)!

    static func archive(_ app: Application, _ source: FakeBoxOfficeSource?, _ clock: ManualClock) throws
        -> BoxOfficeArchive
    {
        BoxOfficeArchive(
            database: try app.database, clock: clock.appClock, source: source,
            coalescer: app.encore.caches.chartRequests)
    }

    static func clock() -> ManualClock { ManualClock(today.date.addingTimeInterval(10 * 3600)) }

    static func key(_ daysAgo: Int, kind: ChartKind = .daily) -> ChartKey {
        ChartKey(kind: kind, day: today.adding(days: -daysAgo), filter: .all)
    }

    @Test func aFinalChartIsFetchedOnceAndThenServedFromTheArchive() async throws {
        try await withEncore { app, _ in
            let source = FakeBoxOfficeSource()
            let clock = Self.clock()

            let first = try await Self.archive(app, source, clock).chart(Self.key(5))
            clock.advance(30 * 24 * 3600)
            let later = try await Self.archive(app, source, clock).chart(Self.key(5))

            #expect(first.entries.first?.title == "경관의 피" && later.entries == first.entries)
            #expect(source.calls.count == 1 && !later.isStale)
            #expect(try await MovieDay.query(on: app.db).count() == 1)
        }
    }

    @Test func aRecentChartIsAskedForAgainAfterAnHour() async throws {
        try await withEncore { app, _ in
            let source = FakeBoxOfficeSource()
            let clock = Self.clock()
            _ = try await Self.archive(app, source, clock).chart(Self.key(1))

            clock.advance(30 * 60)
            _ = try await Self.archive(app, source, clock).chart(Self.key(1))
            source.answer([FakeBoxOfficeSource.entry(rank: 1, code: "X", title: "수정된 1위")])
            clock.advance(31 * 60)
            let revised = try await Self.archive(app, source, clock).chart(Self.key(1))

            #expect(source.calls.count == 2)
            #expect(revised.entries.first?.title == "수정된 1위")
            #expect(try await ArchivedChart.query(on: app.db).count() == 1)
        }
    }

    @Test func whenKOBISFailsTheLastGoodChartIsServedAsStale() async throws {
        try await withEncore { app, _ in
            let source = FakeBoxOfficeSource()
            let clock = Self.clock()
            _ = try await Self.archive(app, source, clock).chart(Self.key(1))
            source.fail(with: .timeout)
            clock.advance(2 * 3600)

            let stale = try await Self.archive(app, source, clock).chart(Self.key(1))

            #expect(stale.isStale && stale.entries.first?.title == "경관의 피")
            await #expect(throws: BoxOfficeError.upstream(.timeout)) {
                try await Self.archive(app, source, clock).chart(Self.key(3))
            }
        }
    }

    @Test func concurrentRequestsForOneChartMakeOneCall() async throws {
        try await withEncore { app, _ in
            let gate = Gate()
            let source = FakeBoxOfficeSource(gate: gate)
            let archive = try Self.archive(app, source, Self.clock())

            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<8 { group.addTask { _ = try await archive.chart(Self.key(4)) } }
                // KOBIS answers only once all eight wait for the one call (no timing involved; the
                // minute only ends a wait that would otherwise hang the run).
                let hangGuard = ContinuousClock.now + .seconds(60)
                while await archive.coalescer.callers(of: Self.key(4)) < 8, ContinuousClock.now < hangGuard {
                    await Task.yield()
                }
                await gate.open()
                try await group.waitForAll()
            }

            #expect(source.calls.count == 1)
        }
    }

    @Test func differentChartsFetchedAtOnceAllArriveAndAreCounted() async throws {
        try await withEncore { app, _ in
            let source = FakeBoxOfficeSource(delay: .milliseconds(20))
            let archive = try Self.archive(app, source, Self.clock())

            let results = try await withThrowingTaskGroup(of: Int.self) { group in
                for daysAgo in 3..<9 { group.addTask { try await archive.chart(Self.key(daysAgo)).entries.count } }
                return try await group.reduce(0, +)
            }

            #expect(results == 6 && source.calls.count == 6)
            #expect(try await KOBISCallCount.calls(on: Self.today, app.db) == 6)
        }
    }

    @Test func withoutAKeyTheArchiveIsStillServed() async throws {
        try await withEncore { app, _ in
            let clock = Self.clock()
            _ = try await Self.archive(app, FakeBoxOfficeSource(), clock).chart(Self.key(1))
            clock.advance(3 * 3600)

            let archived = try await Self.archive(app, nil, clock).chart(Self.key(1))

            #expect(archived.isStale && archived.entries.count == 1)
            await #expect(throws: BoxOfficeError.noKey) {
                try await Self.archive(app, nil, clock).chart(Self.key(6))
            }
        }
    }

    @Test func todayAndUnfinishedWeeksAreNotAskedFor() async throws {
        try await withEncore { app, _ in
            let source = FakeBoxOfficeSource()
            let archive = try Self.archive(app, source, Self.clock())

            await #expect(throws: BoxOfficeError.notYet) { try await archive.chart(Self.key(0)) }
            // 2026-11-22 is a Sunday: this week (Mon 16 – Sun 22) is not over yet.
            await #expect(throws: BoxOfficeError.notYet) { try await archive.chart(Self.key(0, kind: .weekly)) }
            #expect(source.calls.isEmpty)
            #expect(ChartKey.latest(.weekly, today: Self.today, filter: .all).day.description == "2026-11-09")
            #expect(ChartKey.latest(.weekday, today: Self.today, filter: .all).day.description == "2026-11-16")
            #expect(ChartKey.latest(.daily, today: Self.today, filter: .all).day.description == "2026-11-21")
        }
    }
}
