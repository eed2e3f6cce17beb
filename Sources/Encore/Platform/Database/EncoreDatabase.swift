import FluentKit
import Foundation
import SQLKit

/// The one place that knows Encore runs on SQLite (one machine) or PostgreSQL (several instances),
/// and what differs between them: write locks, row locks, notifications and advisory locks. Every
/// other file asks this type instead of casting to `SQLDatabase` or comparing dialect names.
///
/// It is a Fluent `Database` itself (it forwards to the one it wraps), so a service holding one
/// runs Fluent queries on it unchanged, and `sql` is always there: a database that is neither
/// engine cannot be wrapped (`DatabaseUnsupported`, a 503 that is logged), so nothing that counts
/// a limit can fall back to letting everything through.
struct EncoreDatabase: Sendable {
    enum Engine: Sendable, Equatable {
        case sqlite, postgresql
    }

    let fluent: any Database
    let sql: any SQLDatabase
    let engine: Engine
    /// True inside `writeTransaction` on SQLite, whose `BEGIN IMMEDIATE` Fluent does not know about.
    private(set) var holdsWriteLock = false

    init(_ database: any Database) throws(DatabaseUnsupported) {
        if let wrapped = database as? EncoreDatabase {
            self = wrapped
            return
        }
        guard let sql = database as? any SQLDatabase else { throw DatabaseUnsupported(kind: "\(type(of: database))") }
        switch sql.dialect.name {
        case "sqlite": engine = .sqlite
        case "postgresql": engine = .postgresql
        case let other: throw DatabaseUnsupported(kind: other)
        }
        fluent = database
        self.sql = sql
    }

    /// The same connection, marked as holding SQLite's write lock.
    func holdingWriteLock() -> EncoreDatabase {
        var held = self
        held.holdsWriteLock = true
        return held
    }
}

/// A database Encore cannot work with (neither SQLite nor PostgreSQL): a fault of the set-up.
/// The request gets 503 and the log says what was there instead.
struct DatabaseUnsupported: Error, CustomStringConvertible {
    let kind: String
    var description: String { "Encore needs SQLite or PostgreSQL, not \(kind)" }
}

extension EncoreDatabase: Database {
    var context: DatabaseContext { fluent.context }
    var inTransaction: Bool { holdsWriteLock || fluent.inTransaction }

    func execute(query: DatabaseQuery, onOutput: @escaping @Sendable (any DatabaseOutput) -> Void)
        -> EventLoopFuture<Void>
    {
        fluent.execute(query: query, onOutput: onOutput)
    }

    func execute(schema: DatabaseSchema) -> EventLoopFuture<Void> { fluent.execute(schema: schema) }
    func execute(enum: DatabaseEnum) -> EventLoopFuture<Void> { fluent.execute(enum: `enum`) }

    func transaction<T>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        holdsWriteLock ? closure(self) : fluent.transaction(closure)
    }

    func withConnection<T>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        fluent.withConnection(closure)
    }
}
