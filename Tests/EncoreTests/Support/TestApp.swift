import Foundation
import Testing
import VaporTesting

@testable import Encore

/// Builds the app exactly as `main` does (through `configure`), on a fresh database, with a pinned
/// clock and a temporary data directory, runs `body`, and tears everything down.
func withEncore(
    _ overrides: [String: String] = [:],
    database: TestDatabase? = nil,
    _ body: (Application, TestBrowser) async throws -> Void
) async throws {
    try await PostgresTestGate.run { try await runEncore(overrides, database: database, body) }
}

private func runEncore(
    _ overrides: [String: String],
    database: TestDatabase?,
    _ body: (Application, TestBrowser) async throws -> Void
) async throws {
    let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("encore-test-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: dataDirectory) }
    let ownDatabase = database == nil ? try await TestDatabase.make() : nil
    let testDatabase = database ?? ownDatabase!
    var settings = try TestSettings.make(["ENCORE_DATA_DIR": dataDirectory].merging(overrides) { $1 })
    settings.database = testDatabase.choice
    // As `Settings` chooses for a real DATABASE_URL: the PostgreSQL runs keep uploads in the database.
    if case .postgres = testDatabase.choice, overrides["ENCORE_UPLOAD_STORAGE"] == nil {
        settings.uploadStorage = .database
    }
    do {
        try await withApp(configure: { app in
            // Quiet unless asked (LOG_LEVEL=info swift test …): a full run would print thousands of
            // request and migration lines around the one failure that matters.
            app.logger.logLevel =
                ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .warning
            try await configure(app, settings: settings)
            app.middleware.use(TestClientAddressMiddleware(), at: .beginning)
            // bcrypt at its lowest cost: the same code and hash format as Vapor's default (cost 12),
            // which main keeps, with 256 times fewer rounds. At cost 12 it was a quarter of the suite.
            app.passwords.use(.bcrypt(cost: 4))
            app.encore.coordination.answeredErrors.startKeeping()
            try await app.autoMigrate()
        }) { app in
            try await body(app, TestBrowser(app))
            // Every error a client saw must have had a code of its own (a `DomainError`).
            let uncoded = app.encore.coordination.uncodedErrors.drain()
            if !uncoded.isEmpty { Issue.record("Errors reached a client without a code: \(uncoded)") }
            // … and one its operation lists in the OpenAPI document.
            let undeclared = try DeclaredErrorCodes.undeclared(
                app.encore.coordination.answeredErrors.drain(), in: app.encore.openAPIDocument)
            if !undeclared.isEmpty { Issue.record("Error codes the OpenAPI document does not list: \(undeclared)") }
        }
    } catch {
        // PostgresNIO's errors describe themselves generically; the log gets what it really was.
        FileHandle.standardError.write(Data("withEncore failed: \(String(reflecting: error))\n".utf8))
        await ownDatabase?.drop()
        throw error
    }
    await ownDatabase?.drop()
}

enum TestSettings {
    static let now = "2026-11-22T03:00:00Z"

    static func make(_ overrides: [String: String] = [:]) throws -> Settings {
        let base = [
            "ENCORE_SECRET": "test-secret-test-secret-test-secret-0123",
            "ENCORE_NOW": now,
        ]
        return try Settings(environment: base.merging(overrides) { $1 })
    }
}
