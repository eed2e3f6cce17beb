import FluentKit
import Foundation
import PostgresKit
import Testing
import VaporTesting

@testable import Encore

/// Each operation of the database seam, on whichever engine the run uses: SQLite by default,
/// PostgreSQL under `make test-postgres` (`scripts/with-postgres.sh`).
@Suite struct EncoreDatabaseTests {
    struct Refused: Error {}

    static func profile(_ app: Application, _ nickname: String) async throws -> UUID {
        try await ProfileService(database: try app.database, clock: app.encore.clock, signedIn: app.signedInCache)
            .create(nickname: nickname)
            .requireID()
    }

    static func failedSignIns(_ app: Application, _ id: UUID) async throws -> Int {
        try #require(try await Profile.find(id, on: app.db)).failedSignIns
    }

    @Test func theEngineIsTheOneConfigured() async throws {
        try await withEncore { app, _ in
            let database = try app.database

            let expected: EncoreDatabase.Engine = TestDatabase.postgresAdminURL == nil ? .sqlite : .postgresql
            #expect(database.engine == expected)
            #expect(try await database.sql.raw("SELECT 1 AS one").first()?.decode(column: "one", as: Int.self) == 1)
        }
    }

    @Test func aDatabaseThatIsNeitherEngineIsRefusedNotUsed() async throws {
        try await withEncore { app, _ in
            let unsupported = NotSQLDatabase(context: app.db.context)

            #expect(throws: DatabaseUnsupported.self) { try EncoreDatabase(unsupported) }
            let problem = Problem(DatabaseUnsupported(kind: "NotSQLDatabase"))
            #expect(problem.status == .serviceUnavailable)
        }
    }

    /// Two apps in one process (as every test run has hundreds) each write to their own SQLite
    /// database without waiting for the other's writes; two apps on one file share its queue.
    /// The time limit only guards against the hang one queue for the process would be.
    @Test(.timeLimit(.minutes(10))) func sqliteWritesQueuePerDatabase() async throws {
        guard TestDatabase.postgresAdminURL == nil else { return }
        try await withEncore { first, _ in
            try await withEncore { second, _ in
                let firstID = try await Self.profile(first, "첫째")
                let secondID = try await Self.profile(second, "둘째")

                // The second app's write runs while the first's holds its write lock (with one
                // queue for the process, it waited for the first, which waits for it: a hang).
                try await first.database.writeTransaction { transaction in
                    try await Profile.query(on: transaction).filter(\.$id == firstID).set(\.$failedSignIns, to: 1)
                        .update()
                    try await second.database.writeTransaction { other in
                        try await Profile.query(on: other).filter(\.$id == secondID).set(\.$failedSignIns, to: 2)
                            .update()
                    }
                }

                #expect(try await Self.failedSignIns(first, firstID) == 1)
                #expect(try await Self.failedSignIns(second, secondID) == 2)
                let keys = [first, second].map { SQLiteWriteQueue.key(of: $0.db.context) }
                #expect(keys[0] != nil && keys[1] != nil && keys[0] != keys[1])
            }
        }
    }

    @Test func twoAppsOnOneSQLiteFileShareItsWriteQueue() async throws {
        guard TestDatabase.postgresAdminURL == nil else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("encore-queue-\(UUID()).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: file + suffix) } }
        let database = try await TestDatabase.shared(file: file)
        try await withEncore(database: database) { first, _ in
            try await withEncore(database: database) { second, _ in
                let key = SQLiteWriteQueue.key(of: first.db.context)

                #expect(key != nil && key == SQLiteWriteQueue.key(of: second.db.context))
            }
        }
    }

    @Test func aWriteTransactionCommitsOrUndoesEverything() async throws {
        try await withEncore { app, _ in
            let id = try await Self.profile(app, "트랜잭션")
            let database = try app.database

            try await database.writeTransaction { transaction in
                try await Profile.query(on: transaction).filter(\.$id == id).set(\.$failedSignIns, to: 1).update()
            }
            await #expect(throws: Refused.self) {
                try await database.writeTransaction { transaction in
                    try await Profile.query(on: transaction).filter(\.$id == id).set(\.$failedSignIns, to: 5).update()
                    // A nested one joins the outer transaction, and is undone with it.
                    try await transaction.writeTransaction { nested in
                        try await Profile.query(on: nested).filter(\.$id == id).set(\.$failedSignIns, to: 6).update()
                    }
                    throw Refused()
                }
            }

            #expect(try await Self.failedSignIns(app, id) == 1)
        }
    }

    /// Read, then write what was read plus one: with a deferred `BEGIN` two of these deadlock on
    /// SQLite, and without the row lock PostgreSQL loses updates. Six writers, fewer than the
    /// pool's eight PostgreSQL connections: with 24 the queue for a connection outlasted the pool's
    /// 30 s wait once in CI (hundreds of apps connecting at once), which is not what this tests.
    @Test func readThenWriteUnderTheRowLockLosesNothing() async throws {
        try await withEncore { app, _ in
            let id = try await Self.profile(app, "카운터")
            let database = try app.database
            let writers = 6

            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<writers {
                    group.addTask {
                        try await database.withRowLock(in: Profile.schema, id: id) { transaction in
                            let profile = try #require(try await Profile.find(id, on: transaction))
                            profile.failedSignIns += 1
                            try await profile.save(on: transaction)
                        }
                    }
                }
                try await group.waitForAll()
            }

            #expect(try await Self.failedSignIns(app, id) == writers)
        }
    }

    /// While one holds the lock, another session cannot take it; once the holder is done (or
    /// failed), it can. Asked of PostgreSQL directly from a connection of its own, so nothing waits.
    @Test func anAdvisoryLockIsHeldByOneAtATime() async throws {
        try await withEncore { app, _ in
            let database = try app.database
            guard case .postgres(let url) = app.encore.settings.database else {
                // SQLite: one instance, and the work under the "lock" just runs.
                #expect(try await database.withAdvisoryLock("encore-seam-test") { 42 } == 42)
                return
            }
            let other = try await PostgresConnection.connect(
                configuration: try SQLPostgresConfiguration(url: url).coreConfiguration, id: 2, logger: app.logger)
            defer { Task { try? await other.close() } }
            @Sendable func anotherSessionMayTakeIt() async throws -> Bool {
                let rows = try await other.query(
                    "SELECT pg_try_advisory_lock(hashtext('encore-seam-test')) AS taken", logger: app.logger)
                var taken = false
                for try await value in rows.decode(Bool.self) { taken = value }
                if taken {
                    _ = try await other.query(
                        "SELECT pg_advisory_unlock(hashtext('encore-seam-test'))", logger: app.logger)
                }
                return taken
            }

            let whileHeld = try await database.withAdvisoryLock("encore-seam-test") {
                try await anotherSessionMayTakeIt()
            }
            await #expect(throws: Refused.self) {
                try await database.withAdvisoryLock("encore-seam-test") { throw Refused() }
            }
            let afterwards = try await anotherSessionMayTakeIt()

            #expect(!whileHeld)
            #expect(afterwards)
        }
    }

    @Test func aNotificationIsHeardOnlyWhenItsTransactionCommits() async throws {
        try await withEncore { app, _ in
            let database = try app.database
            guard case .postgres(let url) = app.encore.settings.database else {
                // SQLite: one instance, nothing to send, and asking is harmless.
                try await database.writeTransaction { try await $0.notify("encore_seam_test", "nothing") }
                return
            }
            let connection = try await PostgresConnection.connect(
                configuration: try SQLPostgresConfiguration(url: url).coreConfiguration, id: 1, logger: app.logger)
            defer { Task { try? await connection.close() } }

            let heard = try await connection.listen(on: "encore_seam_test") { notifications in
                try? await database.writeTransaction { transaction in
                    try await transaction.notify("encore_seam_test", "rolled back")
                    throw Refused()
                }
                try await database.writeTransaction { try await $0.notify("encore_seam_test", "committed") }
                var iterator = notifications.makeAsyncIterator()
                return try await iterator.next()?.payload
            }

            #expect(heard == "committed")
        }
    }
}

/// A Fluent database that is not SQL: what the seam must refuse to wrap.
private struct NotSQLDatabase: Database {
    let context: DatabaseContext
    var inTransaction: Bool { false }

    func execute(query: DatabaseQuery, onOutput: @escaping @Sendable (any DatabaseOutput) -> Void)
        -> EventLoopFuture<Void>
    { eventLoop.makeSucceededVoidFuture() }
    func execute(schema: DatabaseSchema) -> EventLoopFuture<Void> { eventLoop.makeSucceededVoidFuture() }
    func execute(enum: DatabaseEnum) -> EventLoopFuture<Void> { eventLoop.makeSucceededVoidFuture() }
    func transaction<T>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        closure(self)
    }
    func withConnection<T>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        closure(self)
    }
}
