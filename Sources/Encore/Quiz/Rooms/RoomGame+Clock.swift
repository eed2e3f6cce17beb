import Foundation

extension RoomGame {
    /// How far the current question's clock has run at `now`, pauses left out.
    func elapsedMilliseconds(at now: Date) -> Int {
        guard let started = questionStartedAt else { return 0 }
        let stoppedAt = pausedAt ?? now
        let run = Int((stoppedAt.timeIntervalSince(started) * 1000).rounded(.down)) - pausedMilliseconds
        return min(questionMilliseconds, max(0, run))
    }

    func remainingMilliseconds(at now: Date) -> Int {
        isQuestionOn ? questionMilliseconds - elapsedMilliseconds(at: now) : 0
    }

    /// What time alone changes: a question whose clock ran out is revealed, and a room left alone
    /// for `idleLimit` ends. Every request calls it first, so every instance sees the same room.
    mutating func advance(to now: Date) {
        if phase != .ended, now.timeIntervalSince(lastActivity) >= Self.idleLimit {
            phase = .ended
            return
        }
        if phase == .asking, elapsedMilliseconds(at: now) >= questionMilliseconds {
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
        pausedAt = now
        phase = .paused
        lastActivity = now
    }

    mutating func resume(at now: Date) throws {
        advance(to: now)
        guard phase == .paused, let pausedAt else { throw phase == .ended ? RoomError.ended : RoomError.wrongPhase }
        pausedMilliseconds += max(0, Int((now.timeIntervalSince(pausedAt) * 1000).rounded(.down)))
        self.pausedAt = nil
        phase = .asking
        lastActivity = now
    }
}
