import Foundation
import Testing

@testable import Encore

/// The game as its row keeps it is written by hand (`RoomGame+Storage`): it must say what
/// `JSONEncoder` says, and read back as the same game, whatever the game holds.
@Suite struct RoomGameStorageTests {
    /// A fraction of a millisecond, so a date written with fewer digits would not read back.
    let start = Date(timeIntervalSince1970: 1_800_000_000.123_456)
    let ana = UUID()
    let bo = UUID()
    let cy = UUID()
    let dee = UUID()

    func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

    /// A game through every field: teams, a profile, a device, a late joiner, a removed player,
    /// answers with text that needs escaping, hints, a pause, a hidden answer, previous ranks; one
    /// snapshot paused, one at a reveal with an answer hidden, one asking the next question.
    func games() throws -> [RoomGame] {
        var game = try RoomGame(questionCount: 3, questionMilliseconds: 20_000, createdAt: start)
        try game.join(ana, nickname: "Ana \"A\"", nicknameKey: "ana", profileID: UUID(), device: "dev\\1", at: at(0))
        try game.join(bo, nickname: "보영\n💜", nicknameKey: "보영", at: at(0.5))
        try game.join(cy, nickname: "Cy\u{1}", nicknameKey: "cy", device: "tab\t2", at: at(0.7))
        try game.setOptions(
            RoomOptions(teams: 2, autoNextSeconds: 0, answersOnScreen: true, answerNames: true), at: at(0.8))
        try game.start(at: at(1))
        try game.takeHint(ana, available: 3, at: at(2))
        _ = try game.answer(ana, correct: true, text: "괴물 \"the host\"", at: at(3.25))
        try game.pause(at: at(4))
        let paused = game
        try game.resume(at: at(5.5))
        _ = try game.answer(bo, correct: false, text: "back\\slash/", at: at(6))
        try game.remove(cy, at: at(7))
        try game.join(dee, nickname: "Dee", nicknameKey: "dee", at: at(8))
        try game.hideAnswer(try #require(RoomAnswerBoard.keys(of: game).first), at: at(9))
        let revealed = game
        try game.next(at: at(10))
        _ = try game.answer(ana, correct: false, at: at(12))
        return [paused, revealed, game]
    }

    @Test func theHandWrittenTextSaysWhatJSONEncoderSays() throws {
        let games = try games()

        for game in games {
            let written = try Self.canonical(Data(game.storedJSON.utf8))
            let encoded = try Self.canonical(try RoomCoding.encoder.encode(game))
            #expect(written == encoded)
        }
        #expect(games[0].phase == .paused && games[1].phase == .revealed && games[2].phase == .asking)
    }

    /// JSON with its keys sorted and its numbers as `JSONSerialization` reads them.
    static func canonical(_ json: Data) throws -> String {
        let object = try JSONSerialization.jsonObject(with: json)
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: .sortedKeys), as: UTF8.self)
    }

    @Test func everyGameReadsBackAsItWas() throws {
        let lobby = try RoomGame(questionCount: 1, questionMilliseconds: 5_000, createdAt: start)
        var ended = try games()[2]
        ended.end(at: at(30))

        for game in try [lobby, ended] + games() {
            let read = try RoomCoding.decoder.decode(RoomGame.self, from: Data(game.storedJSON.utf8))
            #expect(read == game)
        }
    }

    @Test func whatStoredJSONWroteIsScannedBackAndAnythingElseDecoded() throws {
        let lobby = try RoomGame(questionCount: 1, questionMilliseconds: 5_000, createdAt: start)
        var ended = try games()[2]
        ended.end(at: at(30))

        for game in try [lobby, ended] + games() {
            let encoded = String(decoding: try RoomCoding.encoder.encode(game), as: UTF8.self)
            #expect(RoomGame.scanning(stored: game.storedJSON) == game)
            // A row JSONEncoder wrote (its keys sorted) is not scanned, and still reads the same.
            #expect(RoomGame.scanning(stored: encoded) == nil)
            #expect(try RoomGame.reading(stored: encoded) == game)
        }
        let text = try games()[1].storedJSON
        #expect(RoomGame.scanning(stored: text + " ") == nil)
        #expect(RoomGame.scanning(stored: String(text.dropLast())) == nil)
        #expect(RoomGame.scanning(stored: text.replacingOccurrences(of: "\"score\":", with: "\"score\": ")) == nil)
    }

    @Test func theScannerReadsEveryEscapeJSONHas() throws {
        let tricky = ["plain", "", "a\"b\\c\n\r\t\u{1}\u{1F}", "é💜한글/", "\u{8}\u{C}"]
        for text in tricky {
            var written = ""
            JSONText.append(text, to: &written)
            var scanner = JSONScanner(written)
            #expect(scanner.string() == text && scanner.isAtEnd)
        }
        var escaped = JSONScanner(#""\/\b\f\u00e9\ud83d\udc9c\u0041""#)
        #expect(escaped.string() == "/\u{8}\u{C}é💜A")
        for broken in [#""\ud83d""#, #""\x""#, #""open"#, #""\u12""#] {
            var scanner = JSONScanner(broken)
            #expect(scanner.string() == nil)
        }
    }

    @Test func stringsAreEscapedAsJSONNeeds() throws {
        var out = ""
        JSONText.append("a\"b\\c\n\u{1}\u{1F}é💜/", to: &out)

        #expect(out == #""a\"b\\c\n\u0001\u001fé💜/""#)
        #expect(
            try JSONSerialization.jsonObject(with: Data(out.utf8), options: .fragmentsAllowed) as? String
                == "a\"b\\c\n\u{1}\u{1F}é💜/")
    }
}
