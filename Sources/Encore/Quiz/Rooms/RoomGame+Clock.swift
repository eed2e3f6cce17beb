import Foundation

extension RoomGame {
    /// How far the current question's clock has run at `now`, pauses left out.
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
        return remainingMilliseconds(at: now) + pauseLeft
    }

    /// What time alone changes: a question whose clock ran out is revealed, and a room left alone
    /// for `idleLimit` ends. Every request calls it first, so every instance sees the same room.
    mutating func advance(to now: Date) {
        if phase != .ended, now.timeIntervalSince(lastActivity) >= Self.idleLimit {
            phase = .ended
            return
        }
        // A paused question too: past the pause allowance its clock runs out like any other.
        if isQuestionOn, elapsedMilliseconds(at: now) >= questionMilliseconds {
            reveal()
        }
    }

    /// Ends the question: right answers count their points and lengthen their streak, anyone else
    /// (wrong, silent, or not yet playing) loses theirs, and the standings move.
    mutating func reveal() {
        guard isQuestionOn else { return }
        for index in players.indices {
            if !players[index].removed, players[index].firstQuestion <= questionIndex {
                players[index].record.append(
                    RecordedAnswer(
                        question: questionIndex, answer: players[index].answer, hints: players[index].hintsUsed))
            }
            guard let answer = players[index].answer, answer.correct else {
                players[index].streak = 0
                continue
            }
            players[index].score += answer.points
            players[index].streak += 1
            players[index].bestStreak = max(players[index].bestStreak, players[index].streak)
            players[index].correctCount += 1
        }
        phase = .revealed
        pausedAt = nil
    }

    mutating func pause(at now: Date) throws {
        advance(to: now)
        guard phase == .asking else { throw phase == .ended ? RoomError.ended : RoomError.wrongPhase }
        guard pauses < PauseRule.pausesPerQuestion else { throw RoomError.noMorePauses }
        pauses += 1
        pausedAt = now
        phase = .paused
        lastActivity = now
    }

    mutating func resume(at now: Date) throws {
        advance(to: now)
        guard phase == .paused, let pausedAt else { throw phase == .ended ? RoomError.ended : RoomError.wrongPhase }
        pausedMilliseconds += PauseRule.countedPause(
            at: now, pausedAt: pausedAt, pausedMilliseconds: pausedMilliseconds)
        self.pausedAt = nil
        phase = .asking
        lastActivity = now
    }
}
