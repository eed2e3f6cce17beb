import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// Leaderboards read finished plays' scores; these tests write plays directly with known scores.
@Suite struct QuizLeaderboardTests {
    static func play(_ app: Application, pack: UUID, player: String, score: Int, minute: Int) async throws {
        let profile: Profile
        if let existing = try await Profile.query(on: app.db).filter(\.$nickname == player).first() {
            profile = existing
        } else {
            profile = Profile(nickname: player, createdAt: Date(timeIntervalSince1970: 0))
            try await profile.create(on: app.db)
        }
        let play = QuizPlay(
            packID: pack, playerID: try profile.requireID(), now: Date(timeIntervalSince1970: Double(minute * 60)))
        play.finishedAt = Date(timeIntervalSince1970: Double(minute * 60 + 30))
        play.score = score
        play.bestStreak = 1
        try await play.create(on: app.db)
    }

    static func board(_ browser: TestBrowser, _ pack: UUID) async throws -> QuizLeaderboard {
        try await browser.get("/api/v1/quiz/packs/\(pack)/leaderboard").content.decode(QuizLeaderboard.self)
    }

    @Test func tiesShareARankAndEachPlayerCountsOnceWithTheirFirstPlay() async throws {
        try await withEncore { app, browser in
            let pack = try await QuizFixtures.makePack(app, browser).id
            try await Self.play(app, pack: pack, player: "가나", score: 300, minute: 1)
            try await Self.play(app, pack: pack, player: "다라", score: 450, minute: 2)
            try await Self.play(app, pack: pack, player: "마바", score: 300, minute: 3)
            try await Self.play(app, pack: pack, player: "가나", score: 500, minute: 4)  // a replay: 가나 knew the answers
            try await Self.play(app, pack: pack, player: "사아", score: 120, minute: 5)
            let unfinished = QuizPlay(
                packID: pack,
                playerID: try #require(try await Profile.query(on: app.db).filter(\.$nickname == "사아").first()?.id),
                now: Date())
            try await unfinished.create(on: app.db)

            let board = try await Self.board(browser, pack)

            #expect(board.players == 4)
            #expect(board.entries.map(\.nickname) == ["다라", "가나", "마바", "사아"])
            #expect(board.entries.map(\.rank) == [1, 2, 2, 4])
            #expect(board.entries.map(\.score) == [450, 300, 300, 120])
            #expect(board.me == nil)
        }
    }

    @Test func replaysNeverChangeAPlaceAndAnAbandonedFirstPlayIsNotRanked() async throws {
        try await withEncore { app, browser in
            let pack = try await QuizFixtures.makePack(app, browser).id
            try await Self.play(app, pack: pack, player: "재도전", score: 50, minute: 1)
            try await Self.play(app, pack: pack, player: "한번", score: 400, minute: 2)
            try await Self.play(app, pack: pack, player: "재도전", score: 900, minute: 3)
            let quitter = Profile(nickname: "포기", createdAt: Date(timeIntervalSince1970: 0))
            try await quitter.create(on: app.db)
            try await QuizPlay(packID: pack, playerID: try quitter.requireID(), now: Date(timeIntervalSince1970: 0))
                .create(on: app.db)
            try await Self.play(app, pack: pack, player: "포기", score: 1_000, minute: 4)

            let board = try await Self.board(browser, pack)

            #expect(board.entries.map(\.nickname) == ["한번", "재도전"])
            #expect(board.entries.map(\.score) == [400, 50])
        }
    }

    @Test func equalScoresGetTheSameRankListedByWhoGotThereFirst() async throws {
        try await withEncore { app, browser in
            let pack = try await QuizFixtures.makePack(app, browser).id
            for (index, name) in ["첫째", "둘째", "셋째"].enumerated() {
                try await Self.play(app, pack: pack, player: name, score: 200, minute: 10 - index)
            }
            try await Self.play(app, pack: pack, player: "넷째", score: 100, minute: 1)

            let board = try await Self.board(browser, pack)

            #expect(board.entries.map(\.nickname) == ["셋째", "둘째", "첫째", "넷째"])
            #expect(board.entries.map(\.rank) == [1, 1, 1, 4])
        }
    }

    @Test func theTopTwentyAndMyOwnPlaceBelowThemButNeverTheMaker() async throws {
        try await withEncore { app, browser in
            let pack = try await QuizFixtures.makePack(app, browser).id  // the browser's profile is 출제자, the maker
            for index in 0..<22 {
                try await Self.play(app, pack: pack, player: "선수\(index)", score: 1_000 - index, minute: index)
            }
            try await Self.play(app, pack: pack, player: "출제자", score: 5_000, minute: 29)  // knows every answer
            let viewer = TestBrowser(app)
            try await viewer.onboard("구경꾼")
            try await Self.play(app, pack: pack, player: "구경꾼", score: 10, minute: 30)

            let board = try await Self.board(viewer, pack)
            let anonymous = try await Self.board(TestBrowser(app), pack)

            #expect(board.entries.count == 20 && board.entries.first?.score == 1_000 && board.entries.last?.rank == 20)
            #expect(board.players == 23)
            #expect(board.me?.rank == 23 && board.me?.score == 10 && board.me?.isMe == true)
            #expect(!board.entries.contains { $0.isMe })
            #expect(anonymous.me == nil)
        }
    }

    /// The ranking is kept between views (`LeaderboardCache`); these changes are written straight to
    /// the database, as another instance would, and each must show on the next view.
    @Test func aKeptRankingFollowsNewPlaysNewNamesRoomsJoinedAndDeletedProfiles() async throws {
        try await withEncore { app, browser in
            let pack = try await QuizFixtures.makePack(app, browser).id
            try await Self.play(app, pack: pack, player: "첫판", score: 300, minute: 1)
            try await Self.play(app, pack: pack, player: "둘판", score: 200, minute: 2)
            let first = try await Self.board(browser, pack)

            try await Self.play(app, pack: pack, player: "셋판", score: 250, minute: 3)
            let afterPlay = try await Self.board(browser, pack)
            let renamed = try #require(try await Profile.query(on: app.db).filter(\.$nickname == "첫판").first())
            renamed.nickname = "새이름"
            try await renamed.save(on: app.db)
            let afterRename = try await Self.board(browser, pack)
            // 둘판 joined a room of the pack before their solo play began: that play is a replay.
            let second = try #require(try await Profile.query(on: app.db).filter(\.$nickname == "둘판").first())
            try await AnswerExposures(database: try EncoreDatabase(app.db))
                .record(pack: pack, profile: try second.requireID(), at: Date(timeIntervalSince1970: 60))
            let afterRoom = try await Self.board(browser, pack)
            let third = try #require(try await Profile.query(on: app.db).filter(\.$nickname == "셋판").first())
            try await QuizPlay.query(on: app.db).filter(\.$player.$id == third.requireID()).delete()
            try await third.delete(on: app.db)
            let afterDelete = try await Self.board(browser, pack)

            #expect(first.entries.map(\.nickname) == ["첫판", "둘판"])
            #expect(afterPlay.entries.map(\.nickname) == ["첫판", "셋판", "둘판"] && afterPlay.players == 3)
            #expect(afterRename.entries.map(\.nickname) == ["새이름", "셋판", "둘판"])
            #expect(afterRoom.entries.map(\.nickname) == ["새이름", "셋판"] && afterRoom.players == 2)
            #expect(afterDelete.entries.map(\.nickname) == ["새이름"] && afterDelete.players == 1)
        }
    }

    @Test func aFinishedPlayIsScoredAndShownOnTheResultPage() async throws {
        try await withEncore { app, browser in
            let setup = try await QuizFixtures.startPlay(app, browser)
            setup.clock.advance(4)
            try await QuizFixtures.answer(browser, setup.playPath, "괴물")
            try await browser.sendJSON(.POST, setup.playPath + "/next", "")
            setup.clock.advance(25)
            try await browser.get(setup.playPath)
            try await browser.sendJSON(.POST, setup.playPath + "/next", "")

            let result = try await browser.get(setup.playPath + "/result").content.decode(PlayAPIController.Result.self)
            let play = try #require(try await QuizPlay.query(on: app.db).first())
            let page = try await browser.get(Site.quizPlayResult.link(try play.requireID()))
            // The page's body is kept (a finished play never changes), but not its leaderboard.
            try await Self.play(app, pack: play.$pack.id, player: "나중에", score: 999, minute: 9)
            let later = try await browser.get(Site.quizPlayResult.link(try play.requireID()))

            #expect(!page.body.string.contains("나중에") && later.body.string.contains("나중에"))
            #expect(result.score.perQuestion == [180, 0] && result.score.total == 180 && result.score.bestStreak == 1)
            #expect(play.score == 180 && play.bestStreak == 1)
            // The maker played their own pack: scored, but not on the leaderboard.
            #expect(page.body.string.contains("180점") && !page.body.string.contains("aria-current=\"true\""))
        }
    }
}
