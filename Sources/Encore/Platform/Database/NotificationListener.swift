import Foundation
import Logging
import PostgresNIO

/// Hears PostgreSQL's `NOTIFY` on one channel, on a connection of its own, and hands each payload
/// to its subscriber. Notifications sent while nobody listens are never heard, so the subscriber is
/// told each time listening starts (at first, and again after the connection was lost, as when
/// PostgreSQL restarts) and each time it stops.
actor NotificationListener {
    struct Subscriber: Sendable {
        let channel: String
        /// Listening started (true: refresh what may have missed a notice) or stopped (false).
        let listening: @Sendable (Bool) async -> Void
        let heard: @Sendable (String) async -> Void
    }

    private var task: Task<Void, Never>?
    private var connection: PostgresConnection?

    func start(_ configuration: PostgresConnection.Configuration, _ subscriber: Subscriber, logger: Logger) {
        guard task == nil else { return }
        task = Task { await self.run(configuration, subscriber, logger: logger) }
    }

    func stop() async {
        task?.cancel()
        try? await connection?.close()
        connection = nil
        await task?.value
        task = nil
    }

    private func run(_ configuration: PostgresConnection.Configuration, _ subscriber: Subscriber, logger: Logger)
        async
    {
        while !Task.isCancelled {
            do {
                let connection = try await PostgresConnection.connect(
                    configuration: configuration, id: 0, logger: logger)
                self.connection = connection
                try await connection.listen(on: subscriber.channel) { notifications in
                    await subscriber.listening(true)
                    for try await notification in notifications { await subscriber.heard(notification.payload) }
                }
            } catch {
                if !Task.isCancelled {
                    logger.warning("Notifications on \(subscriber.channel) lost: \(String(reflecting: error))")
                }
            }
            await subscriber.listening(false)
            try? await connection?.close()
            connection = nil
            try? await Task.sleep(nanoseconds: 500_000_000)
        }
    }
}
