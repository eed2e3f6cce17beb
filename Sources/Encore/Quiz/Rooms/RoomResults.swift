import Fluent
import Foundation

/// A finished room's results in its players' statistics: each signed-in player who played every
/// question gets a finished play of the pack, with each question's outcome as solo play records
/// it, once the last question was revealed (at the podium, or when the host ends the room there).
/// Guests have no statistics; a late joiner's play would lack the questions they missed, and a
/// deleted pack has none to count in.
struct RoomResults {
    let room: QuizRoom
    let game: RoomGame
    let now: Date

    func record(on database: any Database) async throws {
        guard let packID = room.$pack.id, let pack = try await QuizPack.find(packID, on: database) else { return }
        let speedScoring = pack.speedScoring
        for player in game.activePlayers where player.firstQuestion == 0 {
            guard let profileID = player.profileID, player.record.count == game.questionCount,
                try await Profile.find(profileID, on: database) != nil
            else { continue }
            // When the game began, not when the room was opened: an old room must not pass for a
            // first play made before a solo one.
            let play = QuizPlay(packID: packID, playerID: profileID, now: game.startedAt ?? now)
            play.roomID = room.id
            play.outcomes = player.record.map(outcome)
            play.questionIndex = game.questionCount - 1
            play.questionStartedAt = now
            play.finishedAt = now
            let score = QuizScoring.score(play.outcomes, speedScoring: speedScoring)
            play.score = score.total
            play.bestStreak = score.bestStreak
            try await play.create(on: database)
        }
    }

    private func outcome(_ recorded: RoomGame.RecordedAnswer) -> PlayOutcome {
        guard let answer = recorded.answer, answer.correct else {
            return PlayOutcome(
                result: .timeout, elapsedMilliseconds: game.questionMilliseconds,
                steps: room.kind == .poster ? room.level.areaCount : 0, wrongAttempts: recorded.answer == nil ? 0 : 1,
                hints: recorded.hints)
        }
        let steps = room.kind == .poster ? room.level.areasShown(afterMilliseconds: answer.elapsedMilliseconds) : 0
        return PlayOutcome(
            result: .correct, elapsedMilliseconds: answer.elapsedMilliseconds, steps: steps, wrongAttempts: 0,
            hints: recorded.hints)
    }
}
