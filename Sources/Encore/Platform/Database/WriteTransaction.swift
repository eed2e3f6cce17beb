import Fluent
import Foundation
import SQLKit

extension Database {
    /// A transaction that holds SQLite's write lock from its first statement. SQLite's `BEGIN` is
    /// deferred: two transactions that each read and then write deadlock, and SQLite answers one of
    /// them "database is locked" at once. A no-op write first makes the second one wait its turn.
    /// On SQLite, write transactions also queue in the process (`serializedSQLiteWrite`), so
    /// connections wait without spinning in SQLiteNIO's busy handler. PostgreSQL needs neither, but
    /// its transactions give up on a connection the server closed (`postgresTransactionGivingUpOnClose`).
    ///
    /// `exclusive` names work that only one instance may do at a time (copying built-in data): on
    /// PostgreSQL the transaction first takes an advisory lock of that name, so a second instance
    /// starting at the same moment waits, then finds the work done. SQLite's write lock does the same.
    func writeTransaction<T: Sendable>(
        exclusive: String? = nil, _ body: @escaping @Sendable (any Database) async throws -> T
    ) async throws -> T {
        @Sendable func locked(_ database: any Database) async throws -> T {
            if let sql = database as? any SQLDatabase {
                if sql.dialect.name == "sqlite" {
                    try await sql.raw("UPDATE _fluent_migrations SET batch = batch WHERE 0").run()
                } else if let exclusive, sql.dialect.name == "postgresql" {
                    try await sql.raw("SELECT pg_advisory_xact_lock(hashtext(\(bind: exclusive)))").run()
                }
            }
            return try await body(database)
        }
        guard !inTransaction, let sql = self as? any SQLDatabase, sql.dialect.name == "postgresql" else {
            return try await serializedSQLiteWrite { try await transaction(locked) }
        }
        return try await postgresTransactionGivingUpOnClose(locked)
    }

    /// Runs a write on SQLite one at a time within the process (the connection that holds SQLite's
    /// write lock is then never starved by another one retrying in a loop); elsewhere, or inside a
    /// transaction that already holds the lock, runs it as it is.
    func serializedSQLiteWrite<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T {
        guard !inTransaction, let sql = self as? any SQLDatabase, sql.dialect.name == "sqlite" else {
            return try await work()
        }
        return try await SQLiteWrites.queue.run(SQLiteWrites.key, work)
    }
}

private enum SQLiteWrites {
    static let queue = KeyedSerializer()
    static let key = UUID(uuidString: "5E1A11E0-0000-4000-8000-000000000001")!
}
