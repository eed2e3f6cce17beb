import Foundation

extension RoomHub {
    /// What the hub does with `NOTIFY encore_rooms`: each time listening starts it refreshes every
    /// room this instance has sockets in (notices sent before were not heard); a reaction goes to
    /// the room's host sockets; a change another instance made is read.
    nonisolated var notices: NotificationListener.Subscriber {
        NotificationListener.Subscriber(
            channel: RoomService.channel,
            listening: { started in await self.listeningChanged(started) },
            heard: { payload in
                if let reaction = RoomReactions.read(payload) {
                    await self.react(reaction.room, emoji: reaction.emoji, count: reaction.count)
                    return
                }
                guard let (roomID, change, sender) = RoomHub.Change.read(payload),
                    sender != self.instance  // told directly, and sent already
                else { return }
                // One room's refresh must not hold up the next notification.
                Task { await self.changed(roomID, change) }
            })
    }
}
