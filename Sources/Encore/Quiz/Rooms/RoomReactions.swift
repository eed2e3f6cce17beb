import Foundation

/// Players' reactions: one of a few emoji, floated up the host's big screen. Nothing is stored;
/// each goes to every instance's host sockets (PostgreSQL's `NOTIFY` on the rooms' channel, as
/// `payload(room:emoji:count:)` says; on SQLite this instance's hub directly). Over a player's allowance, or in
/// a question's last seconds, one is dropped without a word: a reaction is never worth an error.
enum RoomReactions {
    static let emoji = ["👏", "😂", "😮", "🔥", "❤️", "😭"]
    /// Per player and room, counted in the database so every instance shares it.
    static let limit = RateLimit(name: "room-reaction", limit: 5, window: 10)
    /// The end of a question belongs to the poster and the answer box.
    static let quietMilliseconds = 5_000

    /// Whether a reaction sent at this moment of the game reaches the screen.
    static func isWelcome(in game: RoomGame, at now: Date) -> Bool {
        switch game.phase {
        case .lobby, .revealed, .finished: true
        case .asking: game.remainingMilliseconds(at: now) > quietMilliseconds
        case .paused, .ended: false
        }
    }

    /// Reactions reach the other instances batched (`RoomNotices`): one payload per room and
    /// emoji, `<roomID> <emoji>` or, for several, `<roomID> <emoji> <count>`.
    static func payload(room: UUID, emoji: String, count: Int = 1) -> String {
        "\(room.uuidString) \(emoji)" + (count > 1 ? " \(count)" : "")
    }

    /// The most one payload floats up a screen: more than a room's players' allowance is noise.
    static let mostPerPayload = 200

    /// The room, emoji and count of a notification's payload; nil for a room's change.
    static func read(_ payload: String) -> (room: UUID, emoji: String, count: Int)? {
        let parts = payload.split(separator: " ")
        guard parts.count == 2 || parts.count == 3, let room = UUID(uuidString: String(parts[0])),
            emoji.contains(String(parts[1]))
        else { return nil }
        let count = parts.count == 3 ? Int(parts[2]) : 1
        guard let count, count >= 1 else { return nil }
        return (room, String(parts[1]), min(count, mostPerPayload))
    }

    static func frame(_ emoji: String) -> String { #"{"type":"reaction","emoji":"\#(emoji)"}"# }
}
