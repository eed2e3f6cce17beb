import Foundation

/// Players' reactions: one of a few emoji, floated up the host's big screen. Nothing is stored;
/// each goes to every instance's host sockets (PostgreSQL's `NOTIFY` on the rooms' channel, as
/// `<roomID> <emoji>`; on SQLite this instance's hub directly). Over a player's allowance, or in
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

    static func payload(room: UUID, emoji: String) -> String { "\(room.uuidString) \(emoji)" }

    /// The room and emoji of a notification's payload; nil for a plain "this room changed".
    static func read(_ payload: String) -> (room: UUID, emoji: String)? {
        let parts = payload.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, let room = UUID(uuidString: String(parts[0])), emoji.contains(String(parts[1]))
        else { return nil }
        return (room, String(parts[1]))
    }

    static func frame(_ emoji: String) -> String { #"{"type":"reaction","emoji":"\#(emoji)"}"# }
}
