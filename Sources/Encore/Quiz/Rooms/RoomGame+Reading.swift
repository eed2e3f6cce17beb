import Foundation

/// What a room's game reads as, at a moment: nothing here changes it.
extension RoomGame {
    /// A question is on: asked, or paused.
    var isQuestionOn: Bool { phase == .asking || phase == .paused }

    /// The last question's answer is on screen: its reveal, or the podium after it.
    var isShowingAnswer: Bool { phase == .revealed || phase == .finished }

    /// The players still in the room, in joining order.
    var activePlayers: [Player] { players.filter { !$0.removed } }

    func player(_ id: UUID) -> Player? { players.first { $0.id == id } }

    var options: RoomOptions { settings ?? RoomOptions() }

    /// The team with the fewest players still in (the first of equals), for a late joiner.
    var smallestTeam: Int {
        let sizes = (0..<options.teams).map { team in activePlayers.filter { $0.team == team }.count }
        return sizes.indices.min { sizes[$0] < sizes[$1] } ?? 0
    }

    /// When auto-advance moves on from the reveal on screen; nil when the host moves on.
    var autoAdvanceDue: Date? {
        guard phase == .revealed, options.autoNextSeconds > 0, let revealedAt else { return nil }
        return revealedAt.addingTimeInterval(TimeInterval(options.autoNextSeconds))
    }

    func millisecondsUntilAutoAdvance(at now: Date) -> Int? {
        autoAdvanceDue.map { max(0, Int(($0.timeIntervalSince(now) * 1000).rounded(.up))) }
    }

    /// Whether every player still in the room who may answer this question has.
    var everyoneAnswered: Bool {
        let answering = activePlayers.filter { $0.firstQuestion <= questionIndex }
        return !answering.isEmpty && answering.allSatisfy { $0.answer != nil }
    }

    /// How far the current question's clock has run at `now`, pauses within `PauseRule`'s
    /// allowance left out (past it, the clock runs on while paused).
    func elapsedMilliseconds(at now: Date) -> Int {
        guard let started = questionStartedAt else { return 0 }
        let instant = PauseRule.clockInstant(at: now, pausedAt: pausedAt, pausedMilliseconds: pausedMilliseconds)
        let run = Int((instant.timeIntervalSince(started) * 1000).rounded(.down)) - pausedMilliseconds
        return min(questionMilliseconds, max(0, run))
    }

    func remainingMilliseconds(at now: Date) -> Int {
        isQuestionOn ? questionMilliseconds - elapsedMilliseconds(at: now) : 0
    }

    /// When the question's time will be up, counted from `now`: a paused clock first spends what is
    /// left of the pause allowance. Nil when no question is on.
    func millisecondsUntilTimeUp(at now: Date) -> Int? {
        guard isQuestionOn else { return nil }
        let pauseLeft =
            pausedAt == nil
            ? 0
            : max(0, PauseRule.allowanceMilliseconds - pausedMilliseconds)
                - PauseRule.countedPause(at: now, pausedAt: pausedAt, pausedMilliseconds: pausedMilliseconds)
        return remainingMilliseconds(at: now) + pauseLeft + (countInMilliseconds(at: now) ?? 0)
    }

    /// While the first question's clock has not started yet (the 3, 2, 1), how long until it does.
    func countInMilliseconds(at now: Date) -> Int? {
        guard phase == .asking, let started = questionStartedAt, started > now else { return nil }
        return Int((started.timeIntervalSince(now) * 1000).rounded(.up))
    }
}
