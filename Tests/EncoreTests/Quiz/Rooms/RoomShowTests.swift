import Foundation
import Testing

@testable import Encore

/// What a room shows beyond the game itself (#29): streaks in the standings, the full ranking at
/// the end, 다시 하기 with the same players, and the host's CSV report.
@Suite struct RoomShowTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let ana = UUID()
    let bo = UUID()
    let strings = try! StringCatalog.load(from: FileManager.default.currentDirectoryPath + "/Resources/Strings")

    func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

    /// Three questions: Ana gets all three right (2 s, 4 s, 6 s); Bo answers the first wrongly
    /// ("=1+1", a would-be formula) and sends nothing after.
    func finishedGame() throws -> RoomGame {
        var game = try RoomGame(questionCount: 3, questionMilliseconds: 20_000, createdAt: start)
        try game.join(ana, nickname: "Ana", nicknameKey: "ana", at: start)
        try game.join(bo, nickname: "Bo, \"the\" guest", nicknameKey: "bo", at: start)
        try game.start(at: at(0))
        _ = try game.answer(ana, correct: true, text: "괴물", at: at(2))
        _ = try game.answer(bo, correct: false, text: "=1+1", at: at(3))
        for question in 1...2 {
            try game.next(at: at(Double(question) * 100))
            _ = try game.answer(
                ana, correct: true, text: "기생충", at: at(Double(question) * 100 + 2 + 2 * Double(question)))
            game.advance(to: at(Double(question) * 100 + 30))
        }
        try game.next(at: at(400))
        return game
    }

    @Test func standingsCarryStreaksAndTheRankingRightAnswersAndAverageTime() throws {
        let game = try finishedGame()

        let ranking = game.ranking

        #expect(game.phase == .finished)
        #expect(game.standings.map(\.streak) == [3, 0])
        #expect(ranking.map(\.nickname) == ["Ana", "Bo, \"the\" guest"])
        #expect(ranking.map(\.correct) == [3, 0])
        #expect(ranking.map(\.averageMs) == [4_000, nil])
    }

    @Test func playingAgainKeepsThePlayersAndStartsOverFromTheLobby() throws {
        var game = try finishedGame()

        try game.playAgain(at: at(500))
        let lobby = (game.phase, game.questionIndex, game.activePlayers.map(\.nickname))
        try game.start(at: at(510))
        _ = try game.answer(bo, correct: true, at: at(512))

        #expect(lobby == (.lobby, -1, ["Ana", "Bo, \"the\" guest"]))
        #expect(game.players.allSatisfy { $0.record.count <= 1 && $0.bestStreak <= 1 })
        #expect(game.player(ana)?.score == 0)
        #expect(game.standings.allSatisfy { $0.change == nil })
    }

    @Test func playingAgainIsOnlyForAFinishedGame() throws {
        var asking = try finishedGame()
        try asking.playAgain(at: at(500))
        try asking.start(at: at(501))
        var ended = try finishedGame()
        ended.end(at: at(500))

        #expect(throws: RoomError.wrongPhase) { try asking.playAgain(at: at(502)) }
        #expect(throws: RoomError.ended) { try ended.playAgain(at: at(502)) }
    }

    @Test func theReportIsASpreadsheetExcelReadsInKorean() throws {
        let game = try finishedGame()
        let context = ViewContext(
            language: .ko, strings: strings,
            images: ImageURLSigner(secret: AppSecret(String(repeating: "s", count: 40))))

        let csv = RoomReport(game: game, questionTitles: ["괴물", "기생충", "괴물"], context: context).csv
        let lines = csv.dropFirst().components(separatedBy: "\r\n")

        #expect(csv.hasPrefix("\u{FEFF}닉네임,순위,점수,맞힌 수,평균 시간(초),1번 답 (괴물),1번 결과,1번 시간(초),1번 점수,"))
        #expect(lines[1].hasPrefix("Ana,1,"))
        #expect(lines[1].hasSuffix(",4.0,괴물,정답,2.0,950,기생충,정답,4.0,1000,기생충,정답,6.0,1050"))
        // A comma and quotes stay inside one quoted field; a formula is shown, never run.
        #expect(lines[2] == "\"Bo, \"\"the\"\" guest\",2,0,0,,'=1+1,오답,3.0,0,,무응답,,0,,무응답,,0")
        #expect(lines.last == "")
    }
}
