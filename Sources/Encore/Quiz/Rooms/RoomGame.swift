import Foundation

/// A party room's game as one value: who is in, which question is on, who answered it and how the
/// scores stand. Every change is a method taking the server's time (`RoomGame+Commands`,
/// `RoomGame+Clock`; nothing else sets its fields); nothing here reads a clock, a database or a socket, so a room can be kept as
/// one row and changed under that row's lock by whichever instance a player's message reaches.
struct RoomGame: Codable, Sendable, Equatable {
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
    }

    /// How one question ended for one player: their answer, or nil when they gave none.
    struct RecordedAnswer: Codable, Sendable, Equatable {
        let question: Int
        let answer: RoomAnswer?
        let hints: Int
    }

    static let maxPlayers = 200
    /// A room nobody has touched for this long ends by itself.
    static let idleLimit: TimeInterval = 30 * 60

    let questionCount: Int
    let questionMilliseconds: Int
    var phase: Phase = .lobby
    /// -1 in the lobby, then the question on screen (or last shown).
    var questionIndex = -1
    var questionStartedAt: Date?
    /// When the host started the first question (nil in the lobby, and in rooms stored before it).
    var startedAt: Date?
    var pausedAt: Date?
    /// Time the current question's clock stood still (closed pauses, within `PauseRule`).
    var pausedMilliseconds = 0
    /// Pauses taken on the current question (`PauseRule.pausesPerQuestion`).
    var pauses = 0
    var locked = false
    var lastActivity: Date
    var players: [Player] = []
    /// Each player's place when the previous question was revealed, for the rank changes.
    var previousRanks: [UUID: Int] = [:]

    /// A room needs a question and a time to answer it: a pack without questions is refused here,
    /// not found out in the middle of a game.
    init(questionCount: Int, questionMilliseconds: Int, createdAt: Date) throws(RoomError) {
        guard questionCount > 0, questionMilliseconds > 0 else { throw .noQuestions }
        self.questionCount = questionCount
        self.questionMilliseconds = questionMilliseconds
        lastActivity = createdAt
    }

    /// A question is on: asked, or paused.
    var isQuestionOn: Bool { phase == .asking || phase == .paused }

    /// The last question's answer is on screen: its reveal, or the podium after it.
    var isShowingAnswer: Bool { phase == .revealed || phase == .finished }

    /// The players still in the room, in joining order.
    var activePlayers: [Player] { players.filter { !$0.removed } }

    func player(_ id: UUID) -> Player? { players.first { $0.id == id } }
}

/// One player's answer to one question: when (from the question's start, pauses left out) and
/// whether the server judged it right, and the points it earned.
struct RoomAnswer: Codable, Sendable, Equatable {
    let elapsedMilliseconds: Int
    let correct: Bool
    let points: Int
}
