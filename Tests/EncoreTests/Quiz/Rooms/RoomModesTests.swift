import Foundation
import Testing

@testable import Encore

/// The host's game settings on a manual clock (#29): teams, auto-advance, the 3-2-1 before the
/// first question, and the room's answers on the big screen.
@Suite struct RoomModesTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let ids = (0..<5).map { _ in UUID() }

    func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

    /// Two questions of 20 s with `players` of A, B, C, D, E in the lobby.
    func game(players: Int = 5, options: RoomOptions = RoomOptions()) throws -> RoomGame {
        var game = try RoomGame(questionCount: 2, questionMilliseconds: 20_000, createdAt: start)
        for (index, id) in ids.prefix(players).enumerated() {
            let name = ["A", "B", "C", "D", "E"][index]
            try game.join(id, nickname: name, nicknameKey: name.lowercased(), at: start)
        }
        try game.setOptions(options, at: start)
        return game
    }

    @Test func teamsAreDealtAtTheStartAndScoredByTheirAverage() throws {
        var game = try game(players: 4, options: RoomOptions(teams: 2))
        try game.start(at: at(0))
        let late = UUID()
        try game.join(late, nickname: "Late", nicknameKey: "late", at: at(1))

        _ = try game.answer(ids[0], correct: true, at: at(0))  // team 0: 1,000
        _ = try game.answer(ids[1], correct: true, at: at(10))  // team 1: 750
        _ = try game.answer(ids[2], correct: true, at: at(10))  // team 0: 750
        _ = try game.answer(ids[3], correct: false, at: at(10))  // team 1: 0

        #expect(game.players.prefix(4).map(\.team) == [0, 1, 0, 1])
        #expect(game.player(late)?.team == 0)  // after a removal-free deal both had two: the first
        #expect(game.phase == .revealed)
        #expect(game.teamStandings.map(\.team) == [0, 1])
        // Team 0 is A 1,000, C 750 and Late 0 (not yet playing): (1,000 + 750 + 0) / 3.
        #expect(game.teamStandings.map(\.score) == [583, 375])
        #expect(game.standings.first?.team == 0)
    }

    @Test func teamsChangeOnlyInTheLobbyAndBadSettingsAreRefused() throws {
        var game = try game(players: 2)
        try game.start(at: at(0))

        #expect(throws: RoomError.wrongPhase) { try game.setOptions(RoomOptions(teams: 3), at: at(1)) }
        try game.setOptions(RoomOptions(autoNextSeconds: 5, answersOnScreen: true), at: at(2))
        #expect(game.options.answersOnScreen)
        #expect(!RoomOptions(teams: 1).isValid && !RoomOptions(teams: 9).isValid)
        #expect(!RoomOptions(autoNextSeconds: 2).isValid && RoomOptions(autoNextSeconds: 30).isValid)
        #expect(throws: RoomMessage.Refusal.malformed) { try RoomMessage.read(#"{"type":"options","teams":12}"#) }
        #expect(
            try RoomMessage.read(#"{"type":"options","answerNames":true}"#)
                == .host(.options(RoomOptions.Change(answerNames: true))))
    }

    @Test func autoAdvanceStartsTheNextQuestionWhenItWasDue() throws {
        var game = try game(players: 1, options: RoomOptions(autoNextSeconds: 5))
        try game.start(at: at(0))
        _ = try game.answer(ids[0], correct: true, at: at(2))
        let due = game.millisecondsUntilAutoAdvance(at: at(3))

        game.advance(to: at(6.9))
        let before = game.phase
        game.advance(to: at(10))  // nobody here at 7 s: the question still began then

        #expect(due == 4_000)
        #expect(before == .revealed)
        #expect(game.phase == .asking && game.questionIndex == 1)
        #expect(game.remainingMilliseconds(at: at(10)) == 17_000)
    }

    @Test func theCountInHidesNothingButRefusesAnswersUntilTheClockStarts() throws {
        var game = try game(players: 1)
        try game.start(at: at(0), countIn: 3)

        let countIn = game.countInMilliseconds(at: at(1))
        #expect(throws: RoomError.wrongPhase) { try game.answer(ids[0], correct: true, at: at(2)) }
        #expect(throws: RoomError.wrongPhase) { try game.pause(at: at(2)) }
        let answer = try game.answer(ids[0], correct: true, at: at(3))

        #expect(countIn == 2_000)
        #expect(answer.points == 1_000)
        #expect(try RoomMessage.read(#"{"type":"start","countIn":3}"#) == .host(.startAfter(3)))
        #expect(throws: RoomMessage.Refusal.malformed) { try RoomMessage.read(#"{"type":"start","countIn":60}"#) }
    }

    @Test func theBoardCountsTheSameAnswerOnceAndLeavesOutWhatTheHostHid() throws {
        var game = try game(options: RoomOptions(answersOnScreen: true))
        try game.start(at: at(0))
        let sent = ["괴물", "괴 물", "마더", "괴물!", ""]
        for (index, text) in sent.enumerated() {
            _ = try game.answer(ids[index], correct: index != 2 && !text.isEmpty, text: text, at: at(Double(5 - index)))
        }

        let board = RoomAnswerBoard.entries(of: game)
        let before = game
        try game.hideAnswer("no one said this", at: at(19))
        let unchangedByANonsenseKey = game == before
        try game.hideAnswer(RoomAnswerBoard.key("마더"), at: at(20))
        try game.setOptions(RoomOptions(answersOnScreen: true, answerNames: true), at: at(21))
        let named = RoomAnswerBoard.entries(of: game)

        #expect(board.map(\.text) == ["괴물", "마더"])
        #expect(board.map(\.count) == [3, 1])
        #expect(board.map(\.correct) == [true, false])
        #expect(board.allSatisfy { $0.names == nil })
        #expect(unchangedByANonsenseKey)
        #expect(named.map(\.text) == ["괴물"])
        #expect(named.first?.names == ["D", "B", "A"])  // fastest first
    }

    @Test func reactionsAreWelcomeExceptInAQuestionsLastSecondsAndWhilePaused() throws {
        var game = try game(players: 2)
        let lobby = RoomReactions.isWelcome(in: game, at: at(0))
        try game.start(at: at(0))

        #expect(lobby)
        #expect(RoomReactions.isWelcome(in: game, at: at(14)))
        #expect(!RoomReactions.isWelcome(in: game, at: at(16)))
        try game.pause(at: at(5))
        #expect(!RoomReactions.isWelcome(in: game, at: at(6)))
        #expect(RoomReactions.read(RoomReactions.payload(room: ids[0], emoji: "👏"))?.emoji == "👏")
        #expect(RoomReactions.read(ids[0].uuidString) == nil)
        #expect(RoomReactions.read("\(ids[0].uuidString) 💩") == nil)
        #expect(throws: RoomMessage.Refusal.malformed) { try RoomMessage.read(#"{"type":"react","emoji":"💩"}"#) }
    }
}
