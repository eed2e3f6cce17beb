import Foundation
import Logging
import PostgresNIO

/// Hears PostgreSQL's `NOTIFY encore_rooms` on a connection of its own and tells the hub which
/// room changed, whichever instance changed it. Each time it starts listening (at first, and
/// after the connection was lost, as when PostgreSQL restarts) it refreshes every room this
/// instance has sockets in, since notifications sent before are not heard.
actor RoomListener {
    private var task: Task<Void, Never>?
    private var connection: PostgresConnection?

    func start(_ configuration: PostgresConnection.Configuration, hub: RoomHub, logger: Logger) {
        guard task == nil else { return }
        task = Task { await self.run(configuration, hub: hub, logger: logger) }
    }

    func stop() async {
        task?.cancel()
        try? await connection?.close()
        connection = nil
        await task?.value
        task = nil
    }

    private func run(_ configuration: PostgresConnection.Configuration, hub: RoomHub, logger: Logger) async {
        while !Task.isCancelled {
            do {
                let connection = try await PostgresConnection.connect(
                    configuration: configuration, id: 0, logger: logger)
                self.connection = connection
                try await connection.listen(on: RoomService.channel) { notifications in
                    await hub.refreshAll()
                    for try await notification in notifications {
                        if let reaction = RoomReactions.read(notification.payload) {
                            await hub.react(reaction.room, emoji: reaction.emoji)
                            continue
                        }
                        guard let (roomID, change, sender) = RoomHub.Change.read(notification.payload),
                            sender != hub.instance  // told directly, and sent already
                        else { continue }
                        // One room's refresh must not hold up the next notification.
                        Task { await hub.changed(roomID, change) }
                    }
                }
            } catch {
                if !Task.isCancelled { logger.warning("Room notifications lost: \(String(reflecting: error))") }
            }
            try? await connection?.close()
            connection = nil
            try? await Task.sleep(nanoseconds: 500_000_000)
        }
    }
}
