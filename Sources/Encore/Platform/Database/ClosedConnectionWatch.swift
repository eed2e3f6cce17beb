import FluentKit
import NIOCore
import PostgresKit
import PostgresNIO
import SQLKit
import Synchronization

extension Database {
    /// Runs a PostgreSQL transaction on one pooled connection, and gives up on it soon after the
    /// server closes that connection.
    ///
    /// Why: PostgresNIO (1.33) hands a query to its channel without a write promise; a query sent
    /// after PostgreSQL cut the connection (a restart, a failover) is never answered. Fluent's
    /// transaction then waits forever for its next statement or its `ROLLBACK`, the request never
    /// ends, and the pool lease it holds is lost for good: after a few restarts an instance had no
    /// connections left. Measured with `bench/load.py --phases postgres`: 7 of 8 leases of one
    /// instance stuck after one restart.
    func postgresTransactionGivingUpOnClose<T: Sendable>(_ body: @escaping @Sendable (any Database) async throws -> T)
        async throws -> T
    {
        try await withConnection { pinned in
            // `pinned` already counts as in a transaction, so its own `transaction` would not BEGIN:
            // a database without these controls gets an ordinary transaction of its own.
            guard let control = pinned as? any TransactionControlDatabase,
                let postgres = pinned as? any PostgresDatabase
            else {
                return try await transaction(body)
            }
            let connection = try await postgres.withConnection { $0.eventLoop.makeSucceededFuture($0) }.get()
            return try await ClosedConnectionWatch.run(on: connection) {
                try await control.beginTransaction().get()
                do {
                    let result = try await body(pinned)
                    try await control.commitTransaction().get()
                    return result
                } catch {
                    try? await control.rollbackTransaction().get()
                    throw error
                }
            }
        }
    }
}

enum ClosedConnectionWatch {
    /// How long work may still take once its connection is closed: enough for the error already on
    /// its way to arrive (it says more), far less than any client waits.
    static let grace = TimeAmount.seconds(2)

    /// `work`'s result, or `givingUp` (by default a 503 to the client, see `DatabaseOutage`) when
    /// `closed` completes and `work` has not finished `grace` later. Work that never ends is left
    /// behind (a suspended task); its connection and lease are not. For a one-off future: a pooled
    /// connection's closing is watched with `run(on:)`.
    static func run<T: Sendable>(
        until closed: EventLoopFuture<Void>, grace: TimeAmount = grace,
        givingUp: any Error = ChannelError.ioOnClosedChannel,
        _ work: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let outcome = start(work, on: closed.eventLoop)
        closed.whenComplete { _ in
            // A promise completes once: when the work has already ended, this does nothing.
            closed.eventLoop.scheduleTask(in: grace) { outcome.fail(givingUp) }
        }
        return try await outcome.futureResult.get()
    }

    /// The same for work on a pooled connection, which runs one transaction after another for
    /// hours: its closing is watched once (`ConnectionCloseWatchers`), not once per transaction,
    /// which would leave a callback, and the finished promise it holds, for every transaction.
    static func run<T: Sendable>(
        on connection: PostgresConnection, _ work: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let loop = connection.eventLoop
        let outcome = start(work, on: loop)
        ConnectionCloseWatchers.shared.watch(connection) {
            loop.scheduleTask(in: grace) { outcome.fail(ChannelError.ioOnClosedChannel) }
        }
        defer { ConnectionCloseWatchers.shared.finished(connection) }
        return try await outcome.futureResult.get()
    }

    private static func start<T: Sendable>(_ work: @escaping @Sendable () async throws -> T, on loop: any EventLoop)
        -> EventLoopPromise<T>
    {
        let outcome = loop.makePromise(of: T.self)
        Task {
            do { outcome.succeed(try await work()) } catch { outcome.fail(error) }
        }
        return outcome
    }
}

/// One close callback per pooled connection, and what it gives up on when it fires: the
/// transaction the connection is running then (a leased connection runs one at a time).
final class ConnectionCloseWatchers: Sendable {
    static let shared = ConnectionCloseWatchers()

    /// The running transaction's give-up, by connection; an entry exists while its callback is set.
    private let running = Mutex<[ObjectIdentifier: (@Sendable () -> Void)?]>([:])

    func watch(_ connection: PostgresConnection, giveUp: @escaping @Sendable () -> Void) {
        let key = ObjectIdentifier(connection)
        let isNew = running.withLock { running in
            defer { running[key] = .some(giveUp) }
            return running[key] == nil
        }
        guard isNew else { return }
        // Removed when it fires, so a closed connection's address can be reused by a new one.
        connection.closeFuture.whenComplete { [self] _ in
            if let giveUp = running.withLock({ $0.removeValue(forKey: key) }) { giveUp?() }
        }
    }

    func finished(_ connection: PostgresConnection) {
        let key = ObjectIdentifier(connection)
        running.withLock { running in
            if running[key] != nil { running[key] = .some(nil) }
        }
    }
}
