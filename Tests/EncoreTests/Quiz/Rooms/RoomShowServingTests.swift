import Foundation
import Testing
import VaporTesting

@testable import Encore

/// The show's parts as the server hands them out (#29): the reveal's clue and fastest answer, the
/// full ranking on the host's frame only, a player's own answer on their own frame only, 다시 하기
/// through the host's command, and the report for the host only.
@Suite struct RoomShowServingTests {
    @Test func theRevealNamesTheClueAndTheFastestAndOnlyTheHostGetsTheRanking() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let (_, minji) = try await room.join("민지")
            let (_, junho) = try await room.join("준호")
            let rooms = try room.rooms

            try await rooms.command(.start, room: room.opened.id, by: room.hostID)
            room.clock.advance(3)
            try await rooms.answer(" 괴물 ", room: room.opened.id, player: junho.playerID)
            let asking = try await room.frames()
            room.clock.advance(2)
            try await rooms.answer("괴물", room: room.opened.id, player: minji.playerID)
            let revealed = try await room.frames()
            try await rooms.command(.next, room: room.opened.id, by: room.hostID)
            try await rooms.command(.skip, room: room.opened.id, by: room.hostID)
            try await rooms.command(.next, room: room.opened.id, by: room.hostID)
            let finished = try await room.frames()

            #expect(asking.forPlayer(junho.playerID, language: .ko)?.contains(#""sentAnswer":"괴물""#) == true)
            #expect(asking.forPlayer(minji.playerID, language: .ko)?.contains(#""sentAnswer""#) == false)
            #expect(!asking.forHost.contains("괴물"))
            #expect(revealed.forHost.contains(#""clue":"ㄱㅁ""#))
            #expect(revealed.forHost.contains(#""fastest":{"elapsedMs":3000,"nickname":"준호"}"#))
            #expect(!revealed.forHost.contains(#""ranking""#))
            #expect(finished.forHost.contains(#""ranking":[{"averageMs":3000,"correct":1,"id""#))
            #expect(finished.forPlayer(minji.playerID, language: .ko)?.contains(#""ranking""#) == false)
        }
    }

    @Test func playingAgainBringsTheSamePlayersBackAndCountsTheNewGameToo() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let rooms = try room.rooms
            _ = try await room.join("준호")
            try await rooms.command(.start, room: room.opened.id, by: room.hostID)
            let (_, minji) = try await room.join("민지")  // joins late: from question 2

            for _ in 0..<2 {
                try await rooms.command(.skip, room: room.opened.id, by: room.hostID)
                try await rooms.command(.next, room: room.opened.id, by: room.hostID)
            }
            try await rooms.command(.again, room: room.opened.id, by: room.hostID)
            let lobby = try await room.game()
            try await rooms.command(.start, room: room.opened.id, by: room.hostID)
            try await rooms.answer("괴물", room: room.opened.id, player: minji.playerID)
            let stored = try await rooms.room(room.opened.id)

            #expect(lobby.phase == .lobby && lobby.activePlayers.map(\.nickname) == ["준호", "민지"])
            #expect(lobby.player(minji.playerID)?.firstQuestion == 0)
            #expect(!stored.recorded)
            #expect(try stored.game().player(minji.playerID)?.answer?.text == "괴물")
        }
    }

    @Test func theReportIsTheHostsAlone() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let (guest, minji) = try await room.join("민지")
            let rooms = try room.rooms
            try await rooms.command(.start, room: room.opened.id, by: room.hostID)
            try await rooms.answer("괴물", room: room.opened.id, player: minji.playerID)
            let path = "/rooms/\(room.opened.id)/report.csv"

            let report = try await browser.get(path)
            let stranger = try await guest.get(path)
            let history = try await browser.get("/quiz/rooms")
            let stored = try #require(try await QuizRoom.find(room.opened.id, on: app.db))

            #expect(report.status == .ok)
            #expect(report.headers.contentType?.description == "text/csv; charset=utf-8")
            #expect(
                report.headers.first(name: .contentDisposition)
                    == "attachment; filename=\"encore-room-\(stored.pin)-\(Day(koreaTimeOf: stored.createdAt).compact).csv\""
            )
            #expect(report.body.string.hasPrefix("\u{FEFF}닉네임,순위,점수"))
            #expect(report.body.string.contains("\r\n민지,1,1000,1,0.0,괴물,정답,0.0,1000,,참여 전,,\r\n"))
            #expect(stranger.status != .ok)
            #expect(history.body.string.contains(path.lowercased()))
        }
    }

    @Test func theHostPlaysAnotherPackWithTheSamePlayersFromThePodium() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let other = try await QuizFixtures.makePack(app, browser, title: "둘째 판")
            let (guest, minji) = try await room.join("민지")
            let rooms = try room.rooms
            let path = "/rooms/\(room.opened.id)/again"
            let early = try await browser.postForm(path, ["pack": other.id.uuidString])
            try await rooms.command(.start, room: room.opened.id, by: room.hostID)
            for _ in 0..<2 {
                try await rooms.command(.skip, room: room.opened.id, by: room.hostID)
                try await rooms.command(.next, room: room.opened.id, by: room.hostID)
            }

            let stranger = try await guest.postForm(path, ["pack": other.id.uuidString])
            let again = try await browser.postForm(path, ["pack": other.id.uuidString])
            let stored = try await rooms.room(room.opened.id)

            #expect(early.status == .conflict)  // not at the podium yet
            #expect(stranger.headers.first(name: .location)?.hasPrefix("/welcome") == true)  // a guest: sign in first
            #expect(again.status == .seeOther)
            #expect(stored.packTitle == "둘째 판" && stored.$pack.id == other.id)
            #expect(try stored.game().phase == .lobby)
            #expect(try stored.game().activePlayers.map(\.id) == [minji.playerID])
        }
    }

    /// Another pack's questions replace the room's everywhere: on what the screens are sent (read
    /// after the room had been shown, so its first questions were kept) and in judging.
    @Test func anotherPacksQuestionsAreShownAndJudgedNotTheFirstPacks() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let (_, hash) = try await QuizFixtures.makerWithPoster(app, browser)
            let draft = """
                {"title":"셋째 판","level":"expert","questions":[
                  {"title":"올드보이","poster":{"upload":"\(hash)"},"areas":[{"row":10,"column":10},{"row":40,"column":25},{"row":70,"column":45}]},
                  {"title":"살인의 추억","poster":{"upload":"\(hash)"},"areas":[{"row":20,"column":20},{"row":50,"column":30},{"row":60,"column":10}]}]}
                """
            let other = try await browser.sendJSON(.POST, "/api/v1/quiz/packs", draft).content.decode(PackSummary.self)
            let (_, minji) = try await room.join("민지")
            let rooms = try room.rooms
            let id = room.opened.id
            try await rooms.command(.start, room: id, by: room.hostID)
            for _ in 0..<2 {
                try await rooms.command(.skip, room: id, by: room.hostID)
                try await rooms.command(.next, room: id, by: room.hostID)
            }
            let before = try await rooms.snapshot(id).questions.map(\.title)

            let again = try await browser.postForm("/rooms/\(id)/again", ["pack": other.id.uuidString])
            try await rooms.command(.start, room: id, by: room.hostID)
            try await rooms.answer("올드보이", room: id, player: minji.playerID)
            let after = try await rooms.snapshot(id)

            #expect(before == ["괴물", "기생충"])
            #expect(again.status == .seeOther)
            #expect(after.questions.map(\.title) == ["올드보이", "살인의 추억"])
            #expect(after.game.player(minji.playerID)?.correctCount == 1)
        }
    }
}
