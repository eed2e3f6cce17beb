import Fluent
import Foundation

/// One player's run through a pack. The server keeps the clock here (instants, not a countdown
/// sent by the browser) and records each question's outcome once.
final class QuizPlay: Model, @unchecked Sendable {
    static let schema = "quiz_plays"

    @ID(key: .id) var id: UUID?
    @Parent(key: "pack_id") var pack: QuizPack
    @Parent(key: "player_id") var player: Profile
    @Field(key: "started_at") var startedAt: Date
    @OptionalField(key: "finished_at") var finishedAt: Date?
    /// The question being asked or revealed, from 0.
    @Field(key: "question_index") var questionIndex: Int
    @Field(key: "question_started_at") var questionStartedAt: Date
    @OptionalField(key: "paused_at") var pausedAt: Date?
    @Field(key: "paused_ms") var pausedMilliseconds: Int
    /// Pauses taken on the current question (`PauseRule.pausesPerQuestion`).
    @Field(key: "pauses") var pauses: Int
    @Field(key: "wrong_attempts") var wrongAttempts: Int
    @OptionalField(key: "attempt_window_at") var attemptWindowAt: Date?
    @Field(key: "attempts_in_window") var attemptsInWindow: Int
    /// One entry per finished question, in order.
    @Field(key: "outcomes") var outcomes: [PlayOutcome]
    /// Set when the play finishes (`QuizScoring`).
    @OptionalField(key: "score") var score: Int?
    @OptionalField(key: "best_streak") var bestStreak: Int?
    /// Hints asked for on the current question.
    @Field(key: "hints_used") var hintsUsed: Int
    /// The party room this play was, nil for a solo play. Room plays count in statistics, never on
    /// a leaderboard (the room's podium is theirs; the host set its pace).
    @OptionalField(key: "room_id") var roomID: UUID?

    init() {}

    init(packID: UUID, playerID: UUID, now: Date) {
        $pack.id = packID
        $player.id = playerID
        startedAt = now
        questionIndex = 0
        questionStartedAt = now
        pausedMilliseconds = 0
        pauses = 0
        wrongAttempts = 0
        hintsUsed = 0
        attemptsInWindow = 0
        outcomes = []
    }

    var isFinished: Bool { finishedAt != nil }

    /// Whether the current question already has its outcome (and is being revealed).
    var isCurrentSettled: Bool { outcomes.count > questionIndex }

    func clock(level: QuizLevel) -> PlayClock {
        PlayClock(
            level: level, areaCount: level.areaCount, startedAt: questionStartedAt,
            pausedAt: pausedAt, pausedMilliseconds: pausedMilliseconds, pauses: pauses)
    }

    func apply(_ clock: PlayClock) {
        pausedAt = clock.pausedAt
        pausedMilliseconds = clock.pausedMilliseconds
        pauses = clock.pauses
    }
}

/// How one question ended: solved (with the time and the areas showing) or timed out.
struct PlayOutcome: Codable, Equatable, Sendable {
    enum Result: String, Codable, Sendable { case correct, timeout }

    let result: Result
    let elapsedMilliseconds: Int
    let steps: Int
    let wrongAttempts: Int
    /// Hints used on the question (nil in plays from before hints).
    var hints: Int? = nil
}
