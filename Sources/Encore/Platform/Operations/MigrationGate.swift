import Fluent
import SQLKit
import Synchronization
import Vapor

/// An unmigrated database answered `/healthz` with 200 while every page failed. `serve` now checks
/// for pending migrations before it listens: it runs them with `ENCORE_AUTO_MIGRATE=1`, and
/// otherwise refuses to start, naming the command that fixes it. `/healthz` says so too.
struct MigrationGate: LifecycleHandler {
    func willBootAsync(_ app: Application) async throws {
        let arguments = app.environment.arguments.dropFirst()
        // `encore serve` (or `encore` alone, which serves); never `migrate` or the other commands.
        guard arguments.first.map({ $0 == "serve" }) ?? true else { return }
        try await Self.check(app)
    }

    static func check(_ app: Application) async throws {
        try await exclusively(app) {
            let pending = try await pendingNames(app)
            guard !pending.isEmpty else { return }
            if app.encore.settings.autoMigrate {
                app.logger.notice("Running \(pending.count) pending migration(s) (ENCORE_AUTO_MIGRATE=1)")
                try await app.autoMigrate()
                return
            }
            throw PendingMigrations(names: pending)
        }
    }

    /// On PostgreSQL, runs `work` under a session advisory lock held on one pooled connection, so
    /// instances starting at the same moment check and migrate one after the other (the second
    /// finds nothing left to do, and Fluent's log table is not created twice at once).
    static func exclusively(_ app: Application, _ work: @escaping @Sendable () async throws -> Void) async throws {
        try await app.database.withAdvisoryLock("encore-migrations", work)
    }

    /// Names of migrations not yet run (creating Fluent's migration log if it is missing).
    static func pendingNames(_ app: Application) async throws -> [String] {
        try await app.migrator.setupIfNeeded().get()
        return try await app.migrator.previewPrepareBatch().get().map { $0.0.name }
    }
}

struct PendingMigrations: Error, CustomStringConvertible {
    let names: [String]
    var description: String {
        "\(names.count) database migration(s) are pending (\(names.prefix(3).joined(separator: ", "))…): "
            + "run `encore migrate --yes` first, or start with ENCORE_AUTO_MIGRATE=1"
    }
}

/// How many migrations this build has: `/healthz` compares that with the database's log on every
/// check.
final class MigrationState: Sendable {
    private let count = Mutex(0)

    var expected: Int { count.withLock { $0 } }
    func expect(_ migrations: Int) { count.withLock { $0 = migrations } }
}
