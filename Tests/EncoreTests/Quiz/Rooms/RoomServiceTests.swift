import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// The room routes and `RoomService` against the real database: opening, joining, a whole game
/// judged as solo play judges it, what time alone changes, and what is stored.
@Suite struct RoomServiceTests {
    @Test func openingGivesASixDigitPINThatFindsTheRoom() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)

            let found = try await browser.get("/api/v1/rooms/\(room.opened.pin)")

            #expect(room.opened.pin.count == 6 && room.opened.pin.allSatisfy(\.isNumber))
            #expect(found.status == .ok)
            let summary = try found.content.decode(RoomAPIController.Summary.self)
            #expect(summary.phase == .lobby && summary.questionCount == 2 && summary.packTitle == "주말 영화")
            #expect(try await browser.get("/api/v1/rooms/000000").status == .notFound)
            #expect(try await browser.get("/api/v1/rooms/12ab").status == .notFound)
        }
    }

    @Test func nicknamesAreCheckedAndUniqueInTheRoom() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            _ = try await room.join("민지")
            let other = TestBrowser(app)

            let taken = try await other.sendJSON(
                .POST, "/api/v1/rooms/\(room.opened.pin)/players", #"{"nickname":"민지"}"#)
            let invalid = try await other.sendJSON(
                .POST, "/api/v1/rooms/\(room.opened.pin)/players", #"{"nickname":"a b"}"#)

            #expect(taken.status == .conflict)
            #expect(invalid.status == .unprocessableEntity)
            #expect(try await room.game().activePlayers.map(\.nickname) == ["민지"])
        }
    }

    @Test func joiningAgainChangesNothingAndHandsBackTheWholeRoom() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let rooms = try room.rooms
            let first = try await rooms.join(pin: room.opened.pin, nickname: "출제자", profile: room.hostID)

            // This instance keeps the version the first join committed, so the row's game is not read.
            let again = try await rooms.join(pin: room.opened.pin, nickname: "출제자", profile: room.hostID)

            #expect(again.room.version == first.room.version)
            #expect(try again.room.game() == first.room.game())
            #expect(try again.room.game().activePlayers.map(\.nickname) == ["출제자"])
        }
    }

    @Test func aWholeGameIsJudgedScoredAndCountedInTheSignedInPlayersStatistics() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let (_, minji) = try await room.join("민지")
            let (_, hanni) = try await room.join("하니")
            let rooms = try room.rooms
            // The host plays too, as their profile: their result counts in their statistics.
            _ = try await rooms.join(pin: room.opened.pin, nickname: "출제자", profile: room.hostID)

            try await rooms.command(.start, room: room.opened.id, by: room.hostID)
            room.clock.advance(2)
            try await rooms.answer("괴물", room: room.opened.id, player: minji.playerID)
            try await rooms.answer("살인의 추억", room: room.opened.id, player: hanni.playerID)
            let beforeLast = try await room.game()
            try await rooms.answer("the host", room: room.opened.id, player: room.hostID)
            let revealed = try await room.game()

            #expect(beforeLast.phase == .asking && beforeLast.players.allSatisfy { $0.score == 0 })
            #expect(revealed.phase == .revealed)
            #expect(revealed.player(minji.playerID)?.score == 950)
            #expect(revealed.player(hanni.playerID)?.score == 0)
            #expect(revealed.player(room.hostID)?.score == 950)

            try await rooms.command(.next, room: room.opened.id, by: room.hostID)
            room.clock.advance(25)
            try await rooms.settle(room.opened.id)
            try await rooms.command(.next, room: room.opened.id, by: room.hostID)
            let finished = try await room.game()
            let plays = try await QuizPlay.query(on: app.db).filter(\.$player.$id == room.hostID).all()

            #expect(finished.phase == .finished)
            #expect(finished.podium.map(\.nickname) == ["민지", "출제자", "하니"])
            #expect(plays.count == 1)
            #expect(plays.first?.outcomes.map(\.result) == [.correct, .timeout])
            #expect(plays.first?.isFinished == true)
        }
    }

    @Test func theClockRunningOutRevealsTheQuestionOnTheNextRead() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            _ = try await room.join("민지")
            try await room.rooms.command(.start, room: room.opened.id, by: room.hostID)
            let started = try await room.rooms.room(room.opened.id).version

            room.clock.advance(19.9)
            try await room.rooms.settle(room.opened.id)
            let asking = try await room.game().phase
            room.clock.advance(0.2)
            try await room.rooms.settle(room.opened.id)
            let stored = try await room.rooms.room(room.opened.id)

            #expect(asking == .asking)
            #expect(try stored.game().phase == .revealed)
            #expect(stored.version == started + 1)
        }
    }

    @Test func anAnswerMeantForAnotherQuestionIsRefused() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let (_, minji) = try await room.join("민지")
            let (_, hanni) = try await room.join("하니")
            try await room.rooms.command(.start, room: room.opened.id, by: room.hostID)
            try await room.rooms.command(.skip, room: room.opened.id, by: room.hostID)
            try await room.rooms.command(.next, room: room.opened.id, by: room.hostID)

            // Sent for question 1 while the host was already moving to question 2.
            await #expect(throws: RoomError.wrongPhase) {
                try await room.rooms.answer("괴물", to: 1, room: room.opened.id, player: minji.playerID)
            }
            try await room.rooms.answer("기생충", to: 2, room: room.opened.id, player: hanni.playerID)

            let game = try await room.game()
            #expect(game.player(minji.playerID)?.answer == nil)
            #expect(game.player(hanni.playerID)?.answer?.correct == true)
        }
    }

    @Test func endingAtTheLastRevealStillCountsTheResults() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let rooms = try room.rooms
            _ = try await rooms.join(pin: room.opened.pin, nickname: "출제자", profile: room.hostID)
            try await rooms.command(.start, room: room.opened.id, by: room.hostID)
            try await rooms.answer("괴물", room: room.opened.id, player: room.hostID)
            try await rooms.command(.next, room: room.opened.id, by: room.hostID)
            try await rooms.command(.skip, room: room.opened.id, by: room.hostID)

            try await rooms.command(.end, room: room.opened.id, by: room.hostID)

            let plays = try await QuizPlay.query(on: app.db).filter(\.$player.$id == room.hostID).all()
            #expect(plays.map { $0.outcomes.map(\.result) } == [[.correct, .timeout]])
        }
    }

    @Test func onlyTheHostCommandsTheRoom() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let (_, minji) = try await room.join("민지")

            await #expect(throws: RoomError.notHost) {
                try await room.rooms.command(.start, room: room.opened.id, by: minji.playerID)
            }
            #expect(try await room.game().phase == .lobby)
        }
    }

    @Test func anEndedOrIdleRoomGivesItsPINBack() async throws {
        try await withEncore { app, browser in
            let ended = try await RoomFixture.open(app, browser)
            try await ended.rooms.command(.end, room: ended.opened.id, by: ended.hostID)
            let idle = try await ended.rooms.open(
                try #require(try await QuizPack.query(on: app.db).with(\.$questions).first()),
                questions: try #require(try await QuizPack.query(on: app.db).with(\.$questions).first()).questions,
                host: ended.hostID, hintsAllowed: false)

            ended.clock.advance(RoomGame.idleLimit + 1)

            #expect(try await browser.get("/api/v1/rooms/\(ended.opened.pin)").status == .notFound)
            #expect(try await browser.get("/api/v1/rooms/\(idle.pin)").status == .notFound)
            #expect(try await ended.rooms.room(try idle.requireID()).livePIN == nil)
            #expect(try await ended.rooms.room(ended.opened.id).livePIN == nil)
        }
    }

    @Test func aLockedRoomLetsNobodyNewIn() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            try await room.rooms.command(.lock, room: room.opened.id, by: room.hostID)

            let refused = try await TestBrowser(app).sendJSON(
                .POST, "/api/v1/rooms/\(room.opened.pin)/players", #"{"nickname":"민지"}"#)

            #expect(refused.status == .locked)
        }
    }

    @Test func hintsCostAFifthAndAreRefusedWhenTheHostTurnedThemOff() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let (_, minji) = try await room.join("민지")
            try await room.rooms.command(.start, room: room.opened.id, by: room.hostID)

            try await room.rooms.hint(room: room.opened.id, player: minji.playerID)
            try await room.rooms.answer("괴물", room: room.opened.id, player: minji.playerID)

            #expect(try await room.game().player(minji.playerID)?.score == 800)
        }
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser, hints: false)
            let (_, minji) = try await room.join("민지")
            try await room.rooms.command(.start, room: room.opened.id, by: room.hostID)

            await #expect(throws: RoomError.noHints) {
                try await room.rooms.hint(room: room.opened.id, player: minji.playerID)
            }
        }
    }
}
