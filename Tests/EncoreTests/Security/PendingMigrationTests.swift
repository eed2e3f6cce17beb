import Foundation
import SQLKit
import Testing
import VaporTesting

@testable import Encore

/// An unmigrated database passed `/healthz` while every page answered 500.
@Suite struct PendingMigrationTests {
    static func settings(_ overrides: [String: String] = [:]) throws -> Settings {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("encore-unmigrated-\(UUID())")
            .path
        var settings = try TestSettings.make(["ENCORE_DATA_DIR": directory].merging(overrides) { $1 })
        settings.database = .sqliteMemory
        return settings
    }

    @Test func serveRefusesPendingMigrationsAndHealthSaysSo() async throws {
        let settings = try Self.settings()
        try await withApp(configure: { app in try await configure(app, settings: settings) }) { app in
            await #expect(throws: PendingMigrations.self) { try await MigrationGate.check(app) }
            let before = try await app.testing().sendRequest(.GET, "/healthz")

            try await app.autoMigrate()
            let after = try await app.testing().sendRequest(.GET, "/healthz")

            #expect(before.status == .serviceUnavailable && before.body.string.contains("pending"))
            #expect(after.status == .ok)
        }
    }

    @Test func autoMigrateRunsThemInstead() async throws {
        let settings = try Self.settings(["ENCORE_AUTO_MIGRATE": "1"])
        try await withApp(configure: { app in try await configure(app, settings: settings) }) { app in
            try await MigrationGate.check(app)

            #expect(try await MigrationGate.pendingNames(app).isEmpty)
            #expect(try await app.testing().sendRequest(.GET, "/healthz").status == .ok)
        }
    }
}

/// #27.15: `/healthz` said ok after `encore migrate --revert` against a running server while
/// pages answered 500; it now reads the migration log on every check.
@Suite struct RevertedMigrationHealthTests {
    @Test func healthSaysPendingAfterARevertUnderARunningServer() async throws {
        try await withEncore { app, browser in
            let sql = try app.database.sql
            let before = try await browser.get("/healthz")

            // What `encore migrate --revert` does to the last migration, under a running server.
            try await AddRoomPlaysAndExposures().revert(on: app.db)
            try await sql.raw("DELETE FROM _fluent_migrations WHERE name = 'Encore.AddRoomPlaysAndExposures'").run()
            let after = try await browser.get("/healthz")
            try await app.autoMigrate()
            let again = try await browser.get("/healthz")

            #expect(before.status == .ok)
            #expect(after.status == .serviceUnavailable)
            #expect(after.body.string.contains(#""migrations":"pending""#))
            #expect(again.status == .ok)
        }
    }
}
