import Foundation
import Testing

@testable import Encore

/// The party-room game on a manual clock: the schedule, scoring, reconnecting, removal, locking,
/// late joiners and expiry.
@Suite struct RoomGameTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let ana = UUID()
    let bo = UUID()
    let cy = UUID()

    func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

    /// Two questions of 20 s, with Ana and Bo in the lobby.
    func game(questions: Int = 2) throws -> RoomGame {
        var game = try RoomGame(questionCount: questions, questionMilliseconds: 20_000, createdAt: start)
        try game.join(ana, nickname: "Ana", nicknameKey: "ana", at: start)
        try game.join(bo, nickname: "Bo", nicknameKey: "bo", at: start)
        return game
    }

    @Test func aGameRunsFromTheLobbyToThePodium() throws {
        var game = try game()

        try game.start(at: at(1))
        _ = try game.answer(ana, correct: true, at: at(3))
        _ = try game.answer(bo, correct: false, at: at(4))
        let revealedWhenAllAnswered = game.phase
        try game.next(at: at(10))
        let second = (game.phase, game.questionIndex)
        game.advance(to: at(31))  // 21 s later: the clock ran out with nobody answering
        let afterTimeout = game.phase
        try game.next(at: at(40))

        #expect(revealedWhenAllAnswered == .revealed)
        #expect(second == (.asking, 1))
        #expect(afterTimeout == .revealed)
        #expect(game.phase == .finished)
        #expect(game.podium.map(\.nickname) == ["Ana", "Bo"])
    }

    @Test func fasterRightAnswersScoreMoreAndStreaksAddUp() throws {
        var game = try game(questions: 3)

        try game.start(at: at(0))
        let quick = try game.answer(ana, correct: true, at: at(0))
        let halfway = try game.answer(bo, correct: true, at: at(10))
        try game.next(at: at(21))
        let secondInARow = try game.answer(ana, correct: true, at: at(21))
        let wrong = try game.answer(bo, correct: false, at: at(22))

        #expect(quick.points == 1_000)
        #expect(halfway.points == 750)
        #expect(secondInARow.points == 1_000 + 100)
        #expect(wrong.points == 0)
        #expect(game.player(ana)?.streak == 2)
        #expect(game.player(bo)?.streak == 0)
        #expect(game.player(bo)?.bestStreak == 1)
    }

    @Test func theStreakBonusStopsAtFiveHundred() {
        #expect(RoomScoring.points(elapsedMilliseconds: 0, limitMilliseconds: 20_000, streakBefore: 9) == 1_500)
        #expect(RoomScoring.points(elapsedMilliseconds: 10_000, limitMilliseconds: 20_000, streakBefore: 0) == 750)
        #expect(RoomScoring.points(elapsedMilliseconds: 99_000, limitMilliseconds: 20_000, streakBefore: 0) == 500)
    }

    @Test func aPauseStopsTheClockAndItsPointsCountFromTheRunningTimeOnly() throws {
        var game = try game()

        try game.start(at: at(0))
        try game.pause(at: at(5))
        game.advance(to: at(30))  // paused past the question's limit, within the pause allowance: still on
        let stillPaused = game.phase
        try game.resume(at: at(30))
        let remaining = game.remainingMilliseconds(at: at(30))
        let answer = try game.answer(ana, correct: true, at: at(35))

        #expect(stillPaused == .paused)
        #expect(remaining == 15_000)
        #expect(answer.elapsedMilliseconds == 10_000)
        #expect(answer.points == 750)
    }

    @Test func oneAnswerPerQuestionAndNoneOutsideAQuestion() throws {
        var game = try game()

        #expect(throws: RoomError.wrongPhase) { try game.answer(ana, correct: true, at: at(0)) }
        try game.start(at: at(0))
        _ = try game.answer(ana, correct: false, at: at(1))
        #expect(throws: RoomError.alreadyAnswered) { try game.answer(ana, correct: true, at: at(2)) }
        #expect(throws: RoomError.notAPlayer) { try game.answer(cy, correct: true, at: at(2)) }
        #expect(throws: RoomError.wrongPhase) { try game.start(at: at(3)) }
        #expect(throws: RoomError.wrongPhase) { try game.next(at: at(3)) }
    }

    @Test func aReconnectingPlayerKeepsTheirPlaceAndScore() throws {
        var game = try game()
        try game.start(at: at(0))
        _ = try game.answer(ana, correct: true, at: at(0))

        try game.join(ana, nickname: "Ana", nicknameKey: "ana", at: at(1))  // the phone came back

        #expect(game.players.count == 2)
        #expect(game.player(ana)?.answer?.points == 1_000)
    }

    @Test func scoresMoveOnlyAtTheRevealSoTheStandingsGiveNoAnswerAway() throws {
        var game = try game()
        try game.start(at: at(0))

        _ = try game.answer(ana, correct: true, at: at(1))
        let whileAsking = game.standings.map(\.score)
        try game.skip(at: at(2))

        #expect(whileAsking == [0, 0])
        #expect(game.standings.map(\.score) == [975, 0])
        #expect(game.player(ana)?.streak == 1)
    }

    @Test func removingTheLastPlayerToAnswerRevealsEvenWhilePausedAndAnEndedRoomRefusesIt() throws {
        var game = try game()
        try game.start(at: at(0))
        _ = try game.answer(ana, correct: true, at: at(1))
        try game.pause(at: at(2))

        try game.remove(bo, at: at(3))
        let afterRemoval = game.phase
        game.end(at: at(4))

        #expect(afterRemoval == .revealed)
        #expect(throws: RoomError.ended) { try game.remove(ana, at: at(5)) }
    }

    @Test func aRoomNeedsQuestionsAndTime() {
        #expect(throws: RoomError.noQuestions) {
            try RoomGame(questionCount: 0, questionMilliseconds: 20_000, createdAt: start)
        }
        #expect(throws: RoomError.noQuestions) {
            try RoomGame(questionCount: 3, questionMilliseconds: 0, createdAt: start)
        }
    }

    @Test func aRemovedPlayerCannotAnswerOrComeBackAndIsNotWaitedFor() throws {
        var game = try game()
        try game.start(at: at(0))
        _ = try game.answer(ana, correct: true, at: at(1))

        try game.remove(bo, at: at(2))

        #expect(game.phase == .revealed)  // Bo was the only one left to answer
        #expect(throws: RoomError.removed) { try game.join(bo, nickname: "Bo", nicknameKey: "bo", at: at(3)) }
        #expect(game.standings.map(\.nickname) == ["Ana"])
    }

    @Test func aLockedRoomTakesNobodyNewButKeepsItsPlayers() throws {
        var game = try game()

        try game.setLocked(true, at: at(1))

        #expect(throws: RoomError.locked) { try game.join(cy, nickname: "Cy", nicknameKey: "cy", at: at(2)) }
        try game.join(ana, nickname: "Ana", nicknameKey: "ana", at: at(2))  // a reconnect is no newcomer
        try game.setLocked(false, at: at(3))
        try game.join(cy, nickname: "Cy", nicknameKey: "cy", at: at(4))
        #expect(game.activePlayers.count == 3)
    }

    @Test func nicknamesAreUniqueByTheirKeyAndTheRoomHasALimit() throws {
        var game = try RoomGame(questionCount: 1, questionMilliseconds: 20_000, createdAt: start)
        for number in 0..<RoomGame.maxPlayers - 1 {
            try game.join(UUID(), nickname: "P\(number)", nicknameKey: "p\(number)", at: start)
        }

        #expect(throws: RoomError.nicknameTaken) { try game.join(UUID(), nickname: "p0", nicknameKey: "p0", at: start) }
        try game.join(UUID(), nickname: "Last", nicknameKey: "last", at: start)
        #expect(throws: RoomError.full) { try game.join(UUID(), nickname: "New", nicknameKey: "new", at: start) }
    }

    @Test func aLateJoinerStartsAtTheNextQuestion() throws {
        var game = try game()
        try game.start(at: at(0))

        try game.join(cy, nickname: "Cy", nicknameKey: "cy", at: at(1))
        #expect(throws: RoomError.notYetPlaying) { try game.answer(cy, correct: true, at: at(2)) }
        _ = try game.answer(ana, correct: true, at: at(3))
        _ = try game.answer(bo, correct: true, at: at(3))
        let revealedWithoutCy = game.phase
        try game.next(at: at(4))
        let answer = try game.answer(cy, correct: true, at: at(4))

        #expect(revealedWithoutCy == .revealed)
        #expect(answer.points == 1_000)
    }

    @Test func standingsShareEqualPlacesAndShowHowPlayersMoved() throws {
        var game = try game()
        try game.join(cy, nickname: "Cy", nicknameKey: "cy", at: start)
        try game.start(at: at(0))
        _ = try game.answer(ana, correct: true, at: at(0))
        _ = try game.answer(bo, correct: true, at: at(0))
        _ = try game.answer(cy, correct: false, at: at(0))
        let first = game.standings.map(\.rank)
        try game.next(at: at(1))
        _ = try game.answer(cy, correct: true, at: at(1))
        _ = try game.answer(bo, correct: true, at: at(11))
        _ = try game.answer(ana, correct: false, at: at(11))

        #expect(first == [1, 1, 3])
        #expect(game.standings.map(\.nickname) == ["Bo", "Ana", "Cy"])
        #expect(game.standings.map(\.rank) == [1, 2, 2])
        #expect(game.standings.map(\.change) == [0, -1, 1])
    }

    @Test func aRoomLeftAloneForHalfAnHourEndsItself() throws {
        var game = try game()
        try game.start(at: at(0))

        game.advance(to: at(RoomGame.idleLimit - 1))
        let beforeLimit = game.phase
        game.advance(to: at(RoomGame.idleLimit))

        #expect(beforeLimit == .revealed)
        #expect(game.phase == .ended)
        #expect(throws: RoomError.ended) {
            try game.join(cy, nickname: "Cy", nicknameKey: "cy", at: at(RoomGame.idleLimit))
        }
    }

    @Test func aRoomSurvivesBeingStoredAndReadBack() throws {
        var game = try game()
        try game.start(at: at(0))
        _ = try game.answer(ana, correct: true, at: at(2))

        let stored = try JSONEncoder().encode(game)
        let read = try JSONDecoder().decode(RoomGame.self, from: stored)

        #expect(read == game)
    }
}
