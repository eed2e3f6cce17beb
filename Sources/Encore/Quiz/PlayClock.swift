import Foundation

/// The quiz clock for one question, computed from stored instants so the server alone decides how
/// much time has passed, how many areas are showing and when the question times out. Pausing
/// stops it; resuming continues exactly where it stopped.
struct PlayClock: Equatable, Sendable {
    static let questionMilliseconds = 20_000
    /// Answers sent in the last moment still count if they arrive within this margin.
    static let graceMilliseconds = 500

    let level: QuizLevel
    let areaCount: Int
    let startedAt: Date
    let pausedAt: Date?
    let pausedMilliseconds: Int

    /// Time spent on the question, excluding pauses, capped at the limit.
    func elapsedMilliseconds(at now: Date) -> Int {
        let end = pausedAt ?? now
        let raw = Int((end.timeIntervalSince(startedAt) * 1000).rounded(.down)) - pausedMilliseconds
        return min(max(raw, 0), Self.questionMilliseconds)
    }

    func remainingMilliseconds(at now: Date) -> Int { Self.questionMilliseconds - elapsedMilliseconds(at: now) }

    /// Areas showing: the poster starts black and one more area appears every `secondsPerArea`.
    func steps(at now: Date) -> Int {
        min(areaCount, elapsedMilliseconds(at: now) / stepMilliseconds)
    }

    /// Milliseconds until the next area appears, nil when all are showing.
    func nextStepIn(at now: Date) -> Int? {
        let shown = steps(at: now)
        guard shown < areaCount else { return nil }
        return (shown + 1) * stepMilliseconds - elapsedMilliseconds(at: now)
    }

    /// True once the time is up (and the grace for answers in flight has passed).
    func isTimedOut(at now: Date) -> Bool {
        guard pausedAt == nil else { return false }
        let raw = Int((now.timeIntervalSince(startedAt) * 1000).rounded(.down)) - pausedMilliseconds
        return raw >= Self.questionMilliseconds + Self.graceMilliseconds
    }

    var isPaused: Bool { pausedAt != nil }

    private var stepMilliseconds: Int { level.secondsPerArea * 1000 }

    func paused(at now: Date) -> PlayClock {
        guard pausedAt == nil else { return self }
        return PlayClock(level: level, areaCount: areaCount, startedAt: startedAt, pausedAt: now, pausedMilliseconds: pausedMilliseconds)
    }

    func resumed(at now: Date) -> PlayClock {
        guard let pausedAt else { return self }
        let pause = max(0, Int((now.timeIntervalSince(pausedAt) * 1000).rounded(.down)))
        return PlayClock(level: level, areaCount: areaCount, startedAt: startedAt, pausedAt: nil,
                         pausedMilliseconds: pausedMilliseconds + pause)
    }
}
