import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// Two instances on one PostgreSQL: what correctness depends on lives in the database.
@Suite(.enabled(if: TestDatabase.postgresAdminURL != nil, "needs the throwaway PostgreSQL of make test-postgres"))
struct SharedStateTests {
    static func settings(_ database: TestDatabase) throws -> Settings {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("encore-instance-\(UUID())").path
        var settings = try TestSettings.make(["ENCORE_DATA_DIR": directory])
        settings.database = database.choice
        settings.secret = nil
        return settings
    }

    @Test func instancesWithoutASecretShareTheOneTheFirstGenerated() async throws {
        let database = try await TestDatabase.make()
        defer { Task { await database.drop() } }
        try await withApp(configure: { app in try await configure(app, settings: try Self.settings(database)) }) {
            first in
            try await withApp(configure: { app in try await configure(app, settings: try Self.settings(database)) }) {
                second in
                let source = ImageSource.upload(hash: String(repeating: "a", count: 64))

                let signed = first.encore.images.urls.path(.thumbnail(width: 320), source)

                #expect(signed == second.encore.images.urls.path(.thumbnail(width: 320), source))
            }
        }
    }

    @Test func twoInstancesStartingAtOnceMigrateOnce() async throws {
        let database = try await TestDatabase.make()
        defer { Task { await database.drop() } }
        var settings = try Self.settings(database)
        settings.autoMigrate = true
        try await withApp(configure: { app in try await configure(app, settings: settings) }) { first in
            try await withApp(configure: { app in try await configure(app, settings: settings) }) { second in
                async let one: Void = MigrationGate.check(first)
                async let two: Void = MigrationGate.check(second)
                _ = try await (one, two)

                #expect(try await MigrationGate.pendingNames(first).isEmpty)
                #expect(try await first.testing().sendRequest(.GET, "/healthz").status == .ok)
            }
        }
    }

    @Test func anAnswerSentToTwoInstancesAtOnceIsScoredOnce() async throws {
        let database = try await TestDatabase.make()
        defer { Task { await database.drop() } }
        try await withEncore(database: database) { app, browser in
            let setup = try await QuizFixtures.startPlay(app, browser)
            setup.clock.advance(4)
            try await withEncore(database: database) { other, _ in
                other.encore.clock = setup.clock.appClock
                let otherBrowser = TestBrowser(other)
                otherBrowser.cookies = browser.cookies

                let json = #"{"answer":"괴물"}"#
                async let here = browser.sendJSON(.POST, setup.playPath + "/answer", json)
                async let there = otherBrowser.sendJSON(.POST, setup.playPath + "/answer", json)
                let statuses = [try await here.status, try await there.status].sorted { $0.code < $1.code }

                #expect(statuses == [.ok, .conflict])
                let play = try #require(try await QuizPlay.query(on: app.db).first())
                #expect(play.outcomes.count == 1)
            }
        }
    }
}
