import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// #27.2: a room play was recorded as started when the room was opened, so a room opened long ago,
/// joined after a bad solo play, took that solo play's place on the leaderboard (125 → 200); and a
/// host could skip through a room to learn every answer, then play solo. The first play counts,
/// whatever order rooms and solo plays happen in, and room plays are never ranked.
@Suite struct RoomLeaderboardTests {
    /// A signed-in player plays the fixture room (괴물, 기생충) through, answering both right.
    private func playRoomThrough(_ room: RoomFixture, as profile: UUID, nickname: String) async throws {
        let id = room.opened.id
        let (_, player) = try await room.rooms.join(pin: room.opened.pin, nickname: nickname, profile: profile)
        try await room.rooms.command(.start, room: id, by: room.hostID)
        try await room.rooms.answer("괴물", room: id, player: player)
        try await room.rooms.command(.next, room: id, by: room.hostID)
        try await room.rooms.answer("기생충", room: id, player: player)
        try await room.rooms.command(.next, room: id, by: room.hostID)
    }

    private func profile(_ app: Application, _ nickname: String) async throws -> UUID {
        let profile = Profile(nickname: nickname, createdAt: Date(timeIntervalSince1970: 0))
        try await profile.create(on: app.db)
        return try profile.requireID()
    }

    private func soloPlay(_ app: Application, pack: UUID, player: UUID, score: Int, at start: Date) async throws {
        let play = QuizPlay(packID: pack, playerID: player, now: start)
        play.finishedAt = start.addingTimeInterval(60)
        play.score = score
        play.bestStreak = 0
        try await play.create(on: app.db)
    }

    @Test func aRoomOpenedLongAgoNeverReplacesAFirstSoloPlay() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let pack = try #require(try await room.rooms.room(room.opened.id).$pack.id)
            let challenger = try await profile(app, "도전자")
            room.clock.advance(60 * 20)
            try await soloPlay(app, pack: pack, player: challenger, score: 125, at: room.clock.now)
            room.clock.advance(60 * 5)

            try await playRoomThrough(room, as: challenger, nickname: "도전자")
            let board = try await QuizLeaderboardTests.board(browser, pack)
            let roomPlay = try #require(
                try await QuizPlay.query(on: app.db).filter(\.$roomID == room.opened.id).first())

            #expect(board.entries.map(\.score) == [125])
            #expect(roomPlay.startedAt > room.clock.now.addingTimeInterval(-60))
            #expect(roomPlay.score ?? 0 > 125)
        }
    }

    @Test func aRoomPlayedFirstIsNotRankedAndMakesLaterSoloPlaysReplays() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let pack = try #require(try await room.rooms.room(room.opened.id).$pack.id)
            let player = try await profile(app, "방먼저")

            try await playRoomThrough(room, as: player, nickname: "방먼저")
            room.clock.advance(600)
            try await soloPlay(app, pack: pack, player: player, score: 990, at: room.clock.now)
            let board = try await QuizLeaderboardTests.board(browser, pack)

            #expect(board.entries.isEmpty)
        }
    }

    @Test func aHostWhoSkippedThroughARoomIsNotRankedForALaterSoloPlay() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let pack = try #require(try await room.rooms.room(room.opened.id).$pack.id)
            // Another host opens a room of the same pack, skips through it with a throwaway guest…
            let host = TestBrowser(app)
            try await host.onboard("훔쳐보기")
            let opened = try await host.sendJSON(.POST, "/api/v1/rooms", #"{"packID":"\#(pack)"}"#)
                .content.decode(RoomAPIController.Opened.self)
            let hostID = try #require(try await Profile.query(on: app.db).filter(\.$nickname == "훔쳐보기").first()?.id)
            _ = try await room.rooms.join(pin: opened.pin, nickname: "버림", profile: nil)
            try await room.rooms.command(.start, room: opened.id, by: hostID)
            try await room.rooms.command(.skip, room: opened.id, by: hostID)
            // … and only then plays alone, knowing every answer.
            room.clock.advance(60)
            try await soloPlay(app, pack: pack, player: hostID, score: 1_000, at: room.clock.now)
            // Someone who played before any room is still ranked.
            let honest = try await profile(app, "정직")
            try await soloPlay(app, pack: pack, player: honest, score: 300, at: room.clock.now)

            let board = try await QuizLeaderboardTests.board(browser, pack)

            #expect(board.entries.map(\.nickname) == ["정직"])
        }
    }

    /// #52.4: start a solo play, let question 1 time out, host a room of the same pack with a
    /// throwaway guest and skip through it to read every title, then finish the solo play.
    @Test func aSoloPlayFinishedAfterItsPlayerHostedARoomIsNotRanked() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let pack = try #require(try await room.rooms.room(room.opened.id).$pack.id)
            let host = TestBrowser(app)
            try await host.onboard("뒤늦게")
            let hostID = try #require(try await Profile.query(on: app.db).filter(\.$nickname == "뒤늦게").first()?.id)
            let started = room.clock.now
            room.clock.advance(30)
            let opened = try await host.sendJSON(.POST, "/api/v1/rooms", #"{"packID":"\#(pack)"}"#)
                .content.decode(RoomAPIController.Opened.self)
            _ = try await room.rooms.join(pin: opened.pin, nickname: "버림", profile: nil)
            try await room.rooms.command(.start, room: opened.id, by: hostID)
            try await room.rooms.command(.skip, room: opened.id, by: hostID)

            try await soloPlay(app, pack: pack, player: hostID, score: 420, at: started)
            let board = try await QuizLeaderboardTests.board(browser, pack)

            #expect(board.entries.isEmpty)
        }
    }

    @Test func aSoloPlayFinishedAfterItsPlayerDrewAChosungCopyIsNotRankedButOneFinishedBeforeIs() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let pack = try #require(try await room.rooms.room(room.opened.id).$pack.id)
            let copier = TestBrowser(app)
            try await copier.onboard("초성복사")
            let copierID = try #require(try await Profile.query(on: app.db).filter(\.$nickname == "초성복사").first()?.id)
            let honest = try await profile(app, "먼저끝")
            try await soloPlay(app, pack: pack, player: honest, score: 300, at: room.clock.now)
            let started = room.clock.now
            room.clock.advance(30)

            let copy = try await copier.sendJSON(.POST, "/api/v1/quiz/packs/\(pack)/chosung", "{}")
            try await soloPlay(app, pack: pack, player: copierID, score: 420, at: started)
            let board = try await QuizLeaderboardTests.board(browser, pack)

            #expect(copy.status == .created)
            #expect(board.entries.map(\.nickname) == ["먼저끝"])
        }
    }
}
