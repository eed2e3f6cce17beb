import Foundation
import Logging
import PostgresKit
import PostgresNIO

@testable import Encore

/// The database one test runs on: in-memory SQLite, or — when `TEST_DATABASE_URL` names a
/// throwaway PostgreSQL server (`make test` starts one) — a fresh database created for this test
/// and dropped after it, so tests stay independent while running in parallel.
struct TestDatabase: Sendable {
    let choice: Settings.Database
    private let adminURL: String?
    private let name: String?

    static var postgresAdminURL: String? { ProcessInfo.processInfo.environment["TEST_DATABASE_URL"] }

    static func make() async throws -> TestDatabase {
        guard let admin = postgresAdminURL else { return TestDatabase(choice: .sqliteMemory, adminURL: nil, name: nil) }
        let name = "encore_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try await createDatabase(name, on: admin)
        var components = URLComponents(string: admin)!
        components.path = "/" + name
        return TestDatabase(choice: .postgres(url: components.string!), adminURL: admin, name: name)
    }

    /// A database on disk (SQLite) or a fresh PostgreSQL one, for tests that run two app instances on it.
    static func shared(file: String) async throws -> TestDatabase {
        if postgresAdminURL != nil { return try await make() }
        return TestDatabase(choice: .sqliteFile(path: file), adminURL: nil, name: nil)
    }

    func drop() async {
        guard let adminURL, let name else { return }
        try? await Self.execute("DROP DATABASE IF EXISTS \(name) WITH (FORCE)", on: adminURL)
    }

    /// A failure says what PostgresNIO's own description hides.
    private static func createDatabase(_ name: String, on admin: String) async throws {
        do {
            try await execute("CREATE DATABASE \(name)", on: admin)
        } catch {
            throw TestDatabaseError(reason: String(reflecting: error))
        }
    }

    private static func execute(_ sql: String, on url: String) async throws {
        let logger = Logger(label: "test-database")
        var configuration = try SQLPostgresConfiguration(url: url)
        configuration.coreConfiguration.options.connectTimeout = .seconds(30)
        let connection = try await PostgresConnection.connect(
            configuration: configuration.coreConfiguration, id: 1, logger: logger)
        do {
            try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()
    }
}

struct TestDatabaseError: Error, CustomStringConvertible {
    let reason: String
    var description: String { "Could not create a test database: \(reason)" }
}
