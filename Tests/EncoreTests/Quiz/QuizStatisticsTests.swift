import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// Statistics read finished plays' outcomes; these tests write plays directly with known outcomes.
@Suite struct QuizStatisticsTests {
    static func outcome(_ correct: Bool, steps: Int) -> PlayOutcome {
        PlayOutcome(
            result: correct ? .correct : .timeout, elapsedMilliseconds: correct ? 5_000 : 20_000, steps: steps,
            wrongAttempts: 0)
    }

    static func finishedPlay(_ app: Application, pack: UUID, player: UUID, _ outcomes: [PlayOutcome], day: Int)
        async throws
    {
        let play = QuizPlay(
            packID: pack, playerID: player, now: Date(timeIntervalSince1970: 1_790_000_000 + Double(day) * 86_400))
        play.outcomes = outcomes
        play.finishedAt = play.startedAt.addingTimeInterval(60)
        let score = QuizScoring.score(outcomes, speedScoring: true)
        play.score = score.total
        play.bestStreak = score.bestStreak
        try await play.create(on: app.db)
    }

    @Test func playsFinishedBeforeScoresExistedAreScoredOnMigration() async throws {
        try await withEncore { app, browser in
            let pack = try await QuizFixtures.makePack(app, browser)
            let me = try #require(try await Profile.query(on: app.db).first()?.id)
            let outcomes = [Self.outcome(true, steps: 1), Self.outcome(true, steps: 2)]
            try await Self.finishedPlay(app, pack: pack.id, player: me, outcomes, day: 1)
            try await QuizPlay(packID: pack.id, playerID: me, now: Date()).create(on: app.db)  // unfinished: no score
            // On one connection: an in-memory SQLite database's other connections may see the old schema.
            try await app.db.transaction { database in
                try await AddQuizScores().revert(on: database)
                try await AddQuizScores().prepare(on: database)
            }

            let plays = try await QuizPlay.query(on: app.db).sort(\.$startedAt).all()
            let expected = QuizScoring.score(outcomes, speedScoring: true)
            #expect(plays.map(\.score) == [expected.total, nil])
            #expect(plays.first?.bestStreak == 2)
        }
    }

    @Test func aPlayersGamesCorrectRateStreakAndHistory() async throws {
        try await withEncore { app, browser in
            let pack = try await QuizFixtures.makePack(app, browser)
            let me = try #require(try await Profile.query(on: app.db).first()?.id)
            try await Self.finishedPlay(
                app, pack: pack.id, player: me, [Self.outcome(true, steps: 1), Self.outcome(true, steps: 2)], day: 1)
            try await Self.finishedPlay(
                app, pack: pack.id, player: me, [Self.outcome(false, steps: 3), Self.outcome(true, steps: 3)], day: 2)
            // Unfinished: not counted.
            try await QuizPlay(packID: pack.id, playerID: me, now: Date()).create(on: app.db)

            let stats = try await browser.get("/api/v1/quiz/stats").content.decode(QuizStatistics.Player.self)
            let page = try await browser.get("/quiz/stats")
            let chart = try await browser.get("/quiz/stats/history.svg")

            #expect(stats.games == 2 && stats.questions == 4 && stats.correct == 3 && stats.correctRate == 75)
            #expect(stats.bestStreak == 2)
            #expect(stats.history.map(\.correct) == [2, 1])
            #expect(page.status == .ok && page.body.string.contains("75%") && page.body.string.contains("주말 영화"))
            #expect(chart.headers.contentType?.description.hasPrefix("image/svg+xml") == true)
            #expect(
                chart.body.string.contains("<title>최근 게임 정답률</title>")
                    && chart.body.string.components(separatedBy: "<rect").count == 3)
            #expect(chart.body.string.contains("<desc>최근 2게임의 정답률 막대그래프. 전체 정답률 75%.</desc>"))
        }
    }

    @Test func aPacksSolveRatesAndTheStepPlayersAnsweredAt() async throws {
        try await withEncore { app, browser in
            let pack = try await QuizFixtures.makePack(app, browser)  // expert: 3 areas
            let me = try #require(try await Profile.query(on: app.db).first()?.id)
            let other = Profile(nickname: "다른사람", createdAt: Date())
            try await other.create(on: app.db)
            try await Self.finishedPlay(
                app, pack: pack.id, player: me, [Self.outcome(true, steps: 1), Self.outcome(false, steps: 3)], day: 1)
            try await Self.finishedPlay(
                app, pack: pack.id, player: try other.requireID(),
                [Self.outcome(true, steps: 1), Self.outcome(true, steps: 3)], day: 2)

            let makers = try await browser.get("/api/v1/quiz/packs/\(pack.id)/stats").content.decode(
                QuizStatistics.Pack.self)
            let strangers = try await TestBrowser(app).get("/api/v1/quiz/packs/\(pack.id)/stats").content.decode(
                QuizStatistics.Pack.self)
            let page = try await TestBrowser(app).get("/quiz/packs/\(pack.id)/stats")
            let steps = try await browser.get("/quiz/packs/\(pack.id)/stats/steps.svg")
            let unknownChart = try await browser.get("/quiz/packs/\(pack.id)/stats/other.svg")

            #expect(makers.plays == 2 && makers.players == 2)
            #expect(makers.questions.map(\.solveRate) == [100, 50])
            #expect(makers.questions.map(\.title) == ["괴물", "기생충"])
            #expect(strangers.questions.allSatisfy { $0.title == nil })
            #expect(makers.solvedAtStep == [0, 2, 0, 1])
            #expect(page.status == .ok && !page.body.string.contains("괴물") && page.body.string.contains("50%"))
            #expect(steps.body.string.contains("<desc>영역 0개에서 0번, 영역 1개에서 2번, 영역 2개에서 0번, 영역 3개에서 1번</desc>"))
            #expect(unknownChart.status == .notFound)
        }
    }

    @Test func aPacksNumbersKeptFromAnEarlierViewCountAPlayFinishedSince() async throws {
        try await withEncore { app, browser in
            let pack = try await QuizFixtures.makePack(app, browser)
            let me = try #require(try await Profile.query(on: app.db).first()?.id)
            try await Self.finishedPlay(
                app, pack: pack.id, player: me, [Self.outcome(true, steps: 1), Self.outcome(false, steps: 3)], day: 1)
            let path = "/api/v1/quiz/packs/\(pack.id)/stats"
            let before = try await browser.get(path).content.decode(QuizStatistics.Pack.self)

            try await Self.finishedPlay(
                app, pack: pack.id, player: me, [Self.outcome(true, steps: 2), Self.outcome(true, steps: 0)], day: 2)
            let after = try await browser.get(path).content.decode(QuizStatistics.Pack.self)
            let again = try await browser.get(path).content.decode(QuizStatistics.Pack.self)

            #expect(before.plays == 1 && before.questions.map(\.solved) == [1, 0])
            #expect(after.plays == 2 && after.players == 1 && after.questions.map(\.solved) == [2, 1])
            #expect(after.solvedAtStep == [1, 1, 1, 0])
            #expect(again == after)
        }
    }

    @Test func noGamesYetSaysSoAndNeedsAProfile() async throws {
        try await withEncore { app, browser in
            let anonymous = try await browser.get("/quiz/stats")
            try await browser.onboard("새내기")

            let page = try await browser.get("/quiz/stats")

            #expect(anonymous.status == .seeOther)
            #expect(
                page.body.string.contains("아직 끝까지 푼 퀴즈가 없습니다")
                    && !page.body.string.contains("<img src=\"/quiz/stats/history.svg\""))
        }
    }
}
