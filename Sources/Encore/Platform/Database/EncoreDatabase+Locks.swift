import FluentKit
import Foundation
import SQLKit

extension EncoreDatabase {
    /// A transaction that may write, without deadlocks or spinning.
    ///
    /// SQLite: `BEGIN IMMEDIATE` takes the write lock from the first statement (with a deferred
    /// `BEGIN`, two transactions that each read and then write deadlock and SQLite answers one
    /// "database is locked" at once), and write transactions queue in the process first
    /// (`serializedWrite`), so connections wait without spinning in SQLiteNIO's busy handler.
    /// PostgreSQL: a real transaction that gives up when the server cuts its connection
    /// (`postgresTransactionGivingUpOnClose`).
    ///
    /// `exclusive` names work that only one instance may do at a time (copying built-in data): on
    /// PostgreSQL the transaction first takes an advisory lock of that name, so a second instance
    /// starting at the same moment waits, then finds the work done. SQLite's write lock does the same.
    func writeTransaction<T: Sendable>(
        exclusive: String? = nil, _ body: @escaping @Sendable (EncoreDatabase) async throws -> T
    ) async throws -> T {
        if inTransaction { return try await body(self) }
        switch engine {
        case .sqlite:
            return try await serializedWrite {
                try await fluent.withConnection { connection in
                    let pinned = try EncoreDatabase(connection)
                    try await pinned.sql.raw("BEGIN IMMEDIATE").run()
                    do {
                        let result = try await body(pinned.holdingWriteLock())
                        try await pinned.sql.raw("COMMIT").run()
                        return result
                    } catch {
                        try? await pinned.sql.raw("ROLLBACK").run()
                        throw error
                    }
                }
            }
        case .postgresql:
            return try await fluent.postgresTransactionGivingUpOnClose { transaction in
                let transaction = try EncoreDatabase(transaction)
                if let exclusive {
                    try await transaction.sql.raw("SELECT pg_advisory_xact_lock(hashtext(\(bind: exclusive)))").run()
                }
                return try await body(transaction)
            }
        }
    }

    /// A write transaction that holds one row of `schema` (by its `id`) from the start, so every
    /// other change to that row, from any instance, waits for this one: PostgreSQL `FOR UPDATE`;
    /// on SQLite the transaction's write lock already holds every row.
    func withRowLock<T: Sendable>(
        in schema: String, id: UUID, _ body: @escaping @Sendable (EncoreDatabase) async throws -> T
    ) async throws -> T {
        try await writeTransaction { transaction in
            if transaction.engine == .postgresql {
                try await transaction.sql.raw("SELECT id FROM \(ident: schema) WHERE id = \(bind: id) FOR UPDATE").run()
            }
            return try await body(transaction)
        }
    }

    /// Tells every instance listening on `channel` (PostgreSQL `NOTIFY`, delivered when and only
    /// if the transaction commits). On SQLite there is one instance, which tells itself: nothing
    /// to send.
    func notify(_ channel: String, _ payload: String) async throws {
        try await notify(channel, [payload])
    }

    /// The same for several payloads, in their order, in one statement per `notificationsPerStatement`.
    func notify(_ channel: String, _ payloads: [String]) async throws {
        guard engine == .postgresql else { return }
        for start in stride(from: 0, to: payloads.count, by: Self.notificationsPerStatement) {
            let calls = payloads[start..<min(start + Self.notificationsPerStatement, payloads.count)].map {
                SQLQueryString("pg_notify(\(bind: channel), \(bind: $0))")
            }
            try await sql.raw("SELECT \(calls.joined(separator: ", "))").run()
        }
    }

    /// Two binds each: well under PostgreSQL's 65,535 binds to a statement.
    static let notificationsPerStatement = 500

    /// Runs `work` while holding a lock of this name that every instance shares, released when
    /// `work` ends however it ends: a PostgreSQL session advisory lock on one pooled connection.
    /// On SQLite there is one instance and `work` just runs.
    func withAdvisoryLock<T: Sendable>(_ name: String, _ work: @escaping @Sendable () async throws -> T)
        async throws -> T
    {
        guard engine == .postgresql else { return try await work() }
        return try await fluent.withConnection { connection in
            let session = try EncoreDatabase(connection).sql
            try await session.raw("SELECT pg_advisory_lock(hashtext(\(bind: name)))").run()
            do {
                let result = try await work()
                try await session.raw("SELECT pg_advisory_unlock(hashtext(\(bind: name)))").run()
                return result
            } catch {
                try? await session.raw("SELECT pg_advisory_unlock(hashtext(\(bind: name)))").run()
                throw error
            }
        }
    }

    /// Runs a write on SQLite one at a time within the process, per database (the connection that
    /// holds SQLite's write lock is then never starved by another one retrying in a loop); on
    /// PostgreSQL, or inside a transaction that already holds the lock, runs it as it is.
    func serializedWrite<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T {
        guard engine == .sqlite, !inTransaction else { return try await work() }
        // A database configured without a queue of its own (none in Encore: `configure` gives each
        // one) shares one with every other such database.
        return try await SQLiteWriteQueue.queue.run(SQLiteWriteQueue.key(of: context) ?? "unnamed", work)
    }
}
