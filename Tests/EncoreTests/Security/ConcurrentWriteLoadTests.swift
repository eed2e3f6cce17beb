import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// A load test (suites named …LoadTests run on their own after the others, see the Makefile).
/// SQLite on disk, as `make run` uses it: many charts fetched at once used to end in
/// "database is locked" (500) and in KOBIS calls counted but not stored.
@Suite struct ConcurrentWriteLoadTests {
    @Test func manyChartsFetchedAtOnceAreAllStoredAndCountedOnce() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("encore-locks-\(UUID()).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: file + suffix) } }
        try await withEncore(["ENCORE_RATE_LIMIT_FACTOR": "10"], database: try await TestDatabase.shared(file: file)) {
            app, _ in
            let source = FakeBoxOfficeSource(delay: .milliseconds(5))
            app.encore.upstreams.boxOffice = source

            let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for daysAgo in 2..<52 {
                    group.addTask {
                        try await TestBrowser(app).get(
                            "/api/v1/boxoffice/charts/daily?date=\(UpstreamQuotaTests.day(daysAgo))"
                        ).status
                    }
                }
                return try await group.reduce(into: [HTTPStatus]()) { $0.append($1) }
            }

            #expect(statuses.count == 50 && statuses.allSatisfy { $0 == .ok }, "\(statuses.map(\.code))")
            #expect(try await ArchivedChart.query(on: app.db).count() == 50)
            #expect(try await KOBISCallCount.calls(on: Day(koreaTimeOf: app.encore.clock.now()), app.db) == 50)
            #expect(source.calls.count == 50)
        }
    }
}
