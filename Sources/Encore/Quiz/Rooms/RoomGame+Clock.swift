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
        phase == .asking || phase == .paused ? questionMilliseconds - elapsedMilliseconds(at: now) : 0
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

    /// Ends the question: who did not answer loses their streak, and the standings move.
    mutating func reveal() {
        for index in players.indices where players[index].answer?.correct != true {
            players[index].streak = 0
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
