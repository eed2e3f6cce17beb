import Fluent
import NIOCore
import SQLKit
import Vapor

/// SQLite for one machine: write-ahead logging (readers never wait for the writer) and
/// `synchronous=NORMAL`, which is safe with WAL. No `busy_timeout`: SQLiteNIO already installs a
/// busy handler that retries until the lock is free, and SQLite built without `HAVE_USLEEP` (as
/// SQLiteNIO builds it) would sleep a whole second between tries. The driver keeps exactly one
/// long-lived connection per event loop, so setting each loop's connection once covers them all.
enum SQLiteTuning {
    /// How long a request may queue for its event loop's one connection. SQLite runs one writer at
    /// a time, so a burst of writes queues; waiting it out beats answering 500 after Fluent's 10 s.
    static let connectionWait: TimeAmount = .seconds(60)

    static func apply(_ app: Application, journal: Bool) async throws {
        for loop in app.eventLoopGroup.makeIterator() {
            guard let database = app.databases.database(.sqlite, logger: app.logger, on: loop) else { continue }
            let sql = try EncoreDatabase(database).sql
            try await sql.raw("PRAGMA synchronous = NORMAL").run()
            if journal { try await sql.raw("PRAGMA journal_mode = WAL").run() }
        }
    }
}
