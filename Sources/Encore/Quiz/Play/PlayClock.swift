import Foundation

/// The quiz clock for one question, computed from stored instants so the server alone decides how
/// much time has passed, how many areas are showing and when the question times out. Pausing
/// stops it and resuming continues where it stopped, within `PauseRule`'s allowance.
struct PlayClock: Equatable, Sendable {
    static let questionMilliseconds = 20_000
    /// Answers sent in the last moment still count if they arrive within this margin.
    static let graceMilliseconds = 500

    let level: QuizLevel
    let areaCount: Int
    let startedAt: Date
    let pausedAt: Date?
    let pausedMilliseconds: Int
    /// Pauses taken on this question.
    var pauses: Int = 0

    /// Time spent on the question, excluding pauses within the allowance, capped at the limit.
    func elapsedMilliseconds(at now: Date) -> Int {
        min(max(rawElapsed(at: now), 0), Self.questionMilliseconds)
    }

    /// One rounding only: the clock's own instant (frozen at the pause while within the allowance)
    /// minus the start. Rounding the run and the pause apart made a paused clock tick by 1 ms.
    private func rawElapsed(at now: Date) -> Int {
        Int((clockInstant(at: now).timeIntervalSince(startedAt) * 1000).rounded(.down)) - pausedMilliseconds
    }

    private func clockInstant(at now: Date) -> Date {
        PauseRule.clockInstant(at: now, pausedAt: pausedAt, pausedMilliseconds: pausedMilliseconds)
    }

    private func currentPause(at now: Date) -> Int {
        PauseRule.countedPause(at: now, pausedAt: pausedAt, pausedMilliseconds: pausedMilliseconds)
    }

    /// Whether another pause is allowed on this question.
    var canPause: Bool { pausedAt == nil && pauses < PauseRule.pausesPerQuestion }

    func remainingMilliseconds(at now: Date) -> Int { Self.questionMilliseconds - elapsedMilliseconds(at: now) }

    /// Areas showing: the poster starts black and one more area appears every `secondsPerArea`.
    func steps(at now: Date) -> Int {
        min(areaCount, level.areasShown(afterMilliseconds: elapsedMilliseconds(at: now)))
    }

    /// Milliseconds until the next area appears, nil when all are showing.
    func nextStepIn(at now: Date) -> Int? {
        let shown = steps(at: now)
        guard shown < areaCount else { return nil }
        return (shown + 1) * stepMilliseconds - elapsedMilliseconds(at: now)
    }

    /// True once the time is up (and the grace for answers in flight has passed).
    func isTimedOut(at now: Date) -> Bool {
        rawElapsed(at: now) >= Self.questionMilliseconds + Self.graceMilliseconds
    }

    var isPaused: Bool { pausedAt != nil }

    private var stepMilliseconds: Int { level.secondsPerArea * 1000 }

    func paused(at now: Date) -> PlayClock {
        guard pausedAt == nil else { return self }
        return PlayClock(
            level: level, areaCount: areaCount, startedAt: startedAt, pausedAt: now,
            pausedMilliseconds: pausedMilliseconds,
            pauses: pauses + 1)
    }

    func resumed(at now: Date) -> PlayClock {
        guard pausedAt != nil else { return self }
        return PlayClock(
            level: level, areaCount: areaCount, startedAt: startedAt, pausedAt: nil,
            pausedMilliseconds: pausedMilliseconds + currentPause(at: now), pauses: pauses)
    }
}
