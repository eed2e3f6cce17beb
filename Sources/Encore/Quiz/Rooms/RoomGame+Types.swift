import Foundation

extension RoomGame {
    enum Phase: String, Codable, Sendable {
        /// Players join; the host has not started.
        case lobby
        /// A question is on and its clock runs.
        case asking
        /// The host stopped the question's clock.
        case paused
        /// The question has ended: everyone sees the answer and the standings.
        case revealed
        /// The last question has been revealed and the host moved on: the podium.
        case finished
        /// Closed by the host, or by itself after `idleLimit` without anything happening.
        case ended
    }

    struct Player: Codable, Sendable, Equatable {
        let id: UUID
        /// The profile this player is, for their statistics; nil for a guest.
        var profileID: UUID?
        let nickname: String
        /// The nickname as compared for uniqueness (`NicknameKey`), given by the caller.
        let nicknameKey: String
        /// The first question this player may answer: a late joiner starts at the next one.
        let firstQuestion: Int
        var score = 0
        var streak = 0
        var bestStreak = 0
        var correctCount = 0
        var removed = false
        /// This question's answer, cleared when the next question starts.
        var answer: RoomAnswer?
        /// Hints taken on this question, cleared when the next question starts.
        var hintsUsed = 0
        /// Every question this player could answer, as it ended (for their statistics).
        var record: [RecordedAnswer] = []
        /// The browser they joined from (`RoomDevice.key`): a removed player's browser stays out.
        var device: String?
        /// Their team (0-based), in a team game once it started.
        var team: Int?

        /// The same person at the start of a new game of the room: in from its first question,
        /// removed or not as before, nothing scored.
        func startingOver() -> Player {
            Player(
                id: id, profileID: profileID, nickname: nickname, nicknameKey: nicknameKey, firstQuestion: 0,
                removed: removed, device: device)
        }
    }

    /// How one question ended for one player: their answer, or nil when they gave none.
    struct RecordedAnswer: Codable, Sendable, Equatable {
        let question: Int
        let answer: RoomAnswer?
        let hints: Int
    }

    /// A school's assembly or a fan meeting on one big screen (#31.4: `bench/rooms.py --players 1000`).
    static let maxPlayers = 1_000
    /// A room nobody has touched for this long ends by itself.
    static let idleLimit: TimeInterval = 30 * 60
}

/// One player's answer to one question: when (from the question's start, pauses left out) and
/// whether the server judged it right, and the points it earned.
struct RoomAnswer: Codable, Sendable, Equatable {
    let elapsedMilliseconds: Int
    let correct: Bool
    let points: Int
    /// What the player sent, for the host's report; nil in rooms stored before it was kept.
    var text: String? = nil
}
