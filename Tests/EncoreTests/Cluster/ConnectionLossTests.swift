import Fluent
import PostgresKit
import Testing
import VaporTesting

@testable import Encore

/// PostgreSQL cuts a connection in the middle of a transaction (a restart, a failover): the
/// transaction must end with an error and give its pool lease back, never wait forever.
/// The one-minute bound only stops a hang from blocking the run; nothing here measures speed.
@Suite(.enabled(if: TestDatabase.postgresAdminURL != nil, "needs the throwaway PostgreSQL of make test-postgres"))
struct ConnectionLossTests {
    struct Hung: Error {}

    /// Inside a write transaction: ends this transaction's server process and waits until the client
    /// has seen its connection close, so the next statement is written to a closed channel.
    static func cutOwnConnection(_ transaction: EncoreDatabase, using other: EncoreDatabase) async throws {
        let pid = try #require(
            try await transaction.sql.raw("SELECT pg_backend_pid() AS pid").first()?.decode(
                column: "pid", as: Int32.self))
        try await other.sql.raw("SELECT pg_terminate_backend(\(bind: pid))").run()
        let postgres = try #require(transaction.fluent as? any PostgresDatabase)
        try await postgres.withConnection { $0.closeFuture }.get()
    }

    @Test func transactionsWhoseConnectionIsCutEndAndTheirLeasesComeBack() async throws {
        try await withEncore { app, _ in
            // More cut transactions than the pool has connections: one stuck lease each would empty it.
            let attempts = 12

            var failures = 0
            for _ in 0..<attempts {
                do {
                    // A hang fails the test after a minute instead of holding the whole run.
                    let aMinute = app.eventLoopGroup.any().scheduleTask(in: .seconds(60)) {}.futureResult
                    try await ClosedConnectionWatch.run(until: aMinute, grace: .zero, givingUp: Hung()) {
                        try await app.database.writeTransaction { transaction in
                            try await Self.cutOwnConnection(transaction, using: try app.database)
                            try await transaction.sql.raw("SELECT 1").run()
                        }
                    }
                } catch {
                    #expect(DatabaseOutage.matches(error), "\(String(reflecting: error))")
                    failures += 1
                }
            }
            let answer = try await app.database.sql.raw("SELECT 41 + 1 AS answer").first()?.decode(
                column: "answer", as: Int32.self)

            #expect(failures == attempts)
            #expect(answer == 42)
        }
    }
}
