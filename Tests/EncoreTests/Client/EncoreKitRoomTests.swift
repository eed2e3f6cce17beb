import EncoreKit
import EncoreKitNIO
import Foundation
import Testing
import Vapor

@testable import Encore

/// A party room played to the podium by a host and three players who use only EncoreKit: the
/// API to open and join, `RoomConnection` for the game.
@Suite(.timeLimit(.minutes(servedTimeLimitMinutes))) struct EncoreKitRoomTests {
    @Test func threePlayersPlayARoomToThePodium() async throws {
        try await withServedEncore { served in
            let host = served.visitor()
            let opened = try await host.openRoomOfANewPack()
            let recorder = RecordingConnector()
            let stage = await RoomScreen.watching(host.room(socketPath: opened.socketPath, connector: recorder))
            var phones: [RoomScreen] = []
            for nickname in ["민지", "하니", "다니엘"] {
                let player = served.visitor()
                let ticket = try await player {
                    try await $0.joinRoom(path: .init(pin: opened.pin), body: .json(.init(nickname: nickname))).created
                        .body.json
                }
                phones.append(
                    await RoomScreen.watching(
                        player.room(socketPath: ticket.socketPath, token: ticket.token, connector: recorder)))
            }
            let stageConnection = stage.connection

            _ = try await stage.state("three players in") { $0.room.playerCount == 3 }
            try await stageConnection.send(.start())
            for phone in phones { _ = try await phone.state("question 1") { $0.room.phase == .asking } }
            try await stageConnection.send(.again)
            let wrongPhase = try await stage.errorCode("다시 하기 refused while a question is on")
            for (phone, answer) in zip(phones, ["괴물", "괴물", "모르겠다"]) {
                try await phone.connection.send(.answer(answer, question: 1))
            }
            let firstReveal = try await stage.state("question 1 revealed") { $0.room.phase == .revealed }
            try await stageConnection.send(.next)
            for (phone, answer) in zip(phones, ["패러사이트", "기생충", "기생충"]) {
                _ = try await phone.state("question 2") { $0.room.questionNumber == 2 && $0.room.phase == .asking }
                try await phone.connection.send(.answer(answer, question: 2))
            }
            _ = try await stage.state("question 2 revealed") {
                $0.room.questionNumber == 2 && $0.room.phase == .revealed
            }
            try await stageConnection.send(.next)
            let podium = try await stage.state("the podium") { $0.room.phase == .finished }
            let minji = try await phones[0].state("민지's podium") { $0.room.phase == .finished }

            #expect(wrongPhase == "wrongPhase")
            #expect(Set(firstReveal.room.reveal?.correct ?? []) == ["민지", "하니"])
            #expect(podium.ranking?.map(\.nickname).last == "다니엘")
            #expect(podium.room.podium.count == 3 && podium.players?.count == 3)
            #expect(minji.me?.lastAnswer?.correct == true && minji.me?.nickname == "민지" && minji.players == nil)
            // Every frame the server sent is what EncoreKit's types make of it: a field the types
            // lack (or name differently) shows up here.
            let texts = recorder.texts.withLockedValue { $0 }
            #expect(texts.count > 10)
            for text in texts {
                let frame = try RoomFrame(json: Data(text.utf8))
                #expect(try RoomFrameJSON.same(text, String(decoding: try frame.json(), as: UTF8.self)), "\(text)")
            }
            for screen in [stage] + phones { await screen.connection.close() }
        }
    }

    @Test func joiningRefusalsCarryTheirCodes() async throws {
        try await withServedEncore { served in
            let host = served.visitor()
            let opened = try await host.openRoomOfANewPack()
            let first = served.visitor()
            _ = try await first {
                try await $0.joinRoom(path: .init(pin: opened.pin), body: .json(.init(nickname: "민지"))).created
            }
            let taken = await refusal {
                try await served.visitor()({
                    try await $0.joinRoom(path: .init(pin: opened.pin), body: .json(.init(nickname: "민지")))
                })
            }
            try await Self.fill(served.app, room: opened.id)
            let full = await refusal {
                try await served.visitor()({
                    try await $0.joinRoom(path: .init(pin: opened.pin), body: .json(.init(nickname: "하니")))
                })
            }
            let unknown = await refusal {
                try await served.visitor()({ try await $0.getRoom(path: .init(pin: "000000")) })
            }

            #expect(taken?.code == .nicknameTaken && taken?.status == 409)
            #expect(full?.code == .roomFull && full?.status == 409)
            #expect(unknown?.code == .roomNotFound && unknown?.status == 404)
        }
    }

    /// Arranged on the server (1,000 joins through the API would test the machine): the room as if
    /// it had filled up, one step of its game as any join makes.
    static func fill(_ app: Application, room id: String) async throws {
        let room = try #require(try await QuizRoom.find(UUID(uuidString: id), on: app.db))
        var game = try room.game()
        let now = app.encore.clock.now()
        for number in game.players.count..<RoomGame.maxPlayers {
            try game.join(UUID(), nickname: "손님\(number)", nicknameKey: "손님\(number)", at: now)
        }
        room.setGame(game)
        room.version += 1
        try await room.save(on: app.db)
    }
}

/// Two room frames compared as JSON values, absent and null alike (the server leaves out what does
/// not apply and writes `"host":null` on a phone's frame). Compared as sorted JSON text: Linux
/// Foundation's `NSDictionary.isEqual` finds two parsed `false`s unequal.
enum RoomFrameJSON {
    static func same(_ a: String, _ b: String) throws -> Bool {
        try canonical(a) == canonical(b)
    }

    private static func canonical(_ text: String) throws -> Data {
        let value = prune(try JSONSerialization.jsonObject(with: Data(text.utf8)))
        return try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
    }

    private static func prune(_ value: Any) -> Any {
        if let object = value as? [String: Any] {
            return object.filter { !($0.value is NSNull) }.mapValues(prune)
        }
        if let array = value as? [Any] { return array.map(prune) }
        return value
    }
}
