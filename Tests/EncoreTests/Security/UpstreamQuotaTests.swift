import Fluent
import Foundation
import Synchronization
import Testing
import VaporTesting

@testable import Encore

/// Every past date or made-up movie code used to cost a KOBIS call: anybody could spend the key's
/// daily quota. Uncached work is now shared out per client and stops at the daily ceiling.
@Suite struct UpstreamQuotaTests {
    /// A day before the pinned clock (`TestSettings.now`).
    static func day(_ daysAgo: Int) -> String {
        let now = ISO8601DateFormatter().date(from: TestSettings.now)!
        return Day(koreaTimeOf: now.addingTimeInterval(-Double(daysAgo) * 86_400)).description
    }

    @Test func oneClientGetsAShareOfUncachedCharts() async throws {
        try await withEncore { app, browser in
            let source = FakeBoxOfficeSource()
            app.encore.upstreams.boxOffice = source
            let limit = RateLimit.upstreamPerAddress.limit

            var statuses: [HTTPStatus] = []
            for daysAgo in 2...(limit + 2) {
                statuses.append(
                    try await browser.get("/api/v1/boxoffice/charts/daily?date=\(Self.day(daysAgo))").status)
            }
            let cached = try await browser.get("/api/v1/boxoffice/charts/daily?date=\(Self.day(2))")

            #expect(statuses.prefix(limit).allSatisfy { $0 == .ok })
            #expect(statuses.last == .tooManyRequests)
            #expect(source.calls.count == limit)
            #expect(cached.status == .ok)
        }
    }

    @Test func pageViewsStopAtTheDailyKOBISCeiling() async throws {
        try await withEncore { app, browser in
            let source = FakeBoxOfficeSource()
            app.encore.upstreams.boxOffice = source
            let today = Day(koreaTimeOf: app.encore.clock.now())
            try await KOBISCallCount.record(on: today, try app.database)
            try await KOBISCallCount.query(on: app.db).filter(\.$id == today.description)
                .set(\.$calls, to: UpstreamAllowance.kobisDailyCeiling).update()

            let chart = try await browser.get("/api/v1/boxoffice/charts/daily?date=\(Self.day(3))")
            let movie = try await browser.get("/api/v1/boxoffice/movies/20199882")

            #expect(chart.status == .tooManyRequests && chart.headers.first(name: "Retry-After") != nil)
            #expect(movie.status == .tooManyRequests)
            #expect(source.calls.isEmpty)
        }
    }

    @Test func madeUpMovieCodesAreAskedForOnce() async throws {
        try await withEncore { app, browser in
            let source = FakeBoxOfficeSource()
            app.encore.upstreams.boxOffice = source
            let today = Day(koreaTimeOf: app.encore.clock.now())

            let first = try await browser.get("/api/v1/boxoffice/movies/99999999")
            let again = try await browser.get("/api/v1/boxoffice/movies/99999999")

            #expect(first.status == .notFound && again.status == .notFound)
            #expect(try await KOBISCallCount.calls(on: today, app.db) == 1)
        }
    }
}

@Suite struct FetchPermitTests {
    @Test func permitsBoundHowManyRunAtOnce() async throws {
        let limiter = TransformLimiter(concurrency: 2, queueLimit: 2)
        let inside = Occupancy()

        let outcomes = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    do {
                        try await limiter.withPermit {
                            inside.enter()
                            try await Task.sleep(for: .milliseconds(200))
                            inside.leave()
                        }
                        return true
                    } catch {
                        return false
                    }
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }

        #expect(inside.most <= 2)
        #expect(outcomes.filter { $0 }.count >= 4, "two run, two wait, the rest may be refused")
    }
}

/// How many are inside at once, and the most there ever were.
final class Occupancy: Sendable {
    private let state = Mutex((now: 0, most: 0))

    var most: Int { state.withLock { $0.most } }
    func enter() {
        state.withLock {
            $0.now += 1
            $0.most = max($0.most, $0.now)
        }
    }
    func leave() { state.withLock { $0.now -= 1 } }
}

/// #27.16: one address could drain the day's shared KOBIS ceiling in about 8 hours, within its
/// 10-minute share. Each address now also has a daily share of a tenth of the ceiling.
@Suite struct KOBISDailyShareTests {
    @Test func oneAddressGetsATenthOfTheDaysKOBISCalls() async throws {
        try await withEncore { app, _ in
            let clock = ManualClock()
            app.encore.clock = clock.appClock
            let limits = app.rateLimits(on: try app.database)
            func allowance(_ client: String) throws -> UpstreamAllowance {
                UpstreamAllowance(database: try app.database, clock: clock.appClock, limits: limits, client: client)
            }
            let share = UpstreamAllowance.kobisShare.limit

            var admitted = 0
            while admitted <= share {
                do {
                    try await allowance("198.51.100.7").admitKOBIS()
                    admitted += 1
                } catch UpstreamError.rateLimited {
                    // Past the 10-minute share: the day's share is the one that must stop it.
                    if admitted % RateLimit.upstreamPerAddress.limit != 0 { break }
                    clock.advance(RateLimit.upstreamPerAddress.window + 1)
                }
            }
            let another: Void? = try? await allowance("203.0.113.9").admitKOBIS()

            #expect(admitted == share)
            #expect(another != nil)
        }
    }
}
