import EncoreKit
import Foundation
import OpenAPIRuntime
import Testing

@testable import Encore

/// What a native app does, through EncoreKit alone against a served Encore: a profile, the catalog,
/// a pack with an uploaded poster, a play of it to its result, the numbers, favourites and a chart.
@Suite(.timeLimit(.minutes(servedTimeLimitMinutes))) struct EncoreKitJourneyTests {
    @Test func aMakerBuildsAPackAPlayerPlaysItAndBothSeeTheNumbers() async throws {
        try await withServedEncore { served in
            let maker = served.visitor()
            let player = served.visitor()

            let found = try await maker { try await $0.searchQuizMovies(query: .init(query: "괴물")).ok.body.json }
            let (profile, upload, pack) = try await maker.makePosterPack(maker: "출제자")
            _ = try await player { try await $0.createProfile(body: .json(.init(nickname: "참가자"))).created.body.json }

            let started = try await player {
                try await $0.startQuizPlay(path: .init(packID: pack.id)).created.body.json
            }
            let hinted = try await player { try await $0.askQuizHint(path: .init(playID: started.id)).ok.body.json }
            let paused = try await player { try await $0.pauseQuizPlay(path: .init(playID: started.id)).ok.body.json }
            let resumed = try await player { try await $0.resumeQuizPlay(path: .init(playID: started.id)).ok.body.json }
            let right = try await player {
                try await $0.answerQuizPlay(path: .init(playID: started.id), body: .json(.init(answer: "괴물"))).ok.body
                    .json
            }
            _ = try await player { try await $0.nextQuizPlay(path: .init(playID: started.id)).ok.body.json }
            let second = try await player {
                try await $0.answerQuizPlay(path: .init(playID: started.id), body: .json(.init(answer: "패러사이트"))).ok
                    .body.json
            }
            let finished = try await player { try await $0.nextQuizPlay(path: .init(playID: started.id)).ok.body.json }
            let result = try await player {
                try await $0.getQuizPlayResult(path: .init(playID: started.id)).ok.body.json
            }
            let leaderboard = try await maker {
                try await $0.quizLeaderboard(path: .init(packID: pack.id)).ok.body.json
            }
            let mine = try await player { try await $0.playerQuizStats().ok.body.json }
            let packStats = try await maker { try await $0.packQuizStats(path: .init(packID: pack.id)).ok.body.json }

            #expect(found.source == .catalog && found.movies.contains { $0.title == "괴물" && $0.year == 2006 })
            #expect(profile.nickname == "출제자" && pack.questionCount == 2 && pack.isMine)
            #expect(upload.format == .jpeg && upload.width == 200)
            #expect(hinted.hints.count == 1 && paused.status == .paused && resumed.status == .asking)
            #expect(right.correct && right.state.reveal?.title == "괴물")
            #expect(second.correct && second.state.status == .revealed && finished.status == .finished)
            #expect(result.correctCount == 2 && result.questionCount == 2)
            #expect(leaderboard.entries.map(\.nickname) == ["참가자"])
            #expect(mine.games == 1 && mine.correct == 2)
            #expect(packStats.plays == 1)
        }
    }

    @Test func favouritesAndTheBoxOfficeChart() async throws {
        try await withServedEncore { served in
            served.app.encore.upstreams.boxOffice = FakeBoxOfficeSource()
            let fan = served.visitor()
            _ = try await fan { try await $0.createProfile(body: .json(.init(nickname: "팬클럽"))).created.body.json }

            let found = try await fan { try await $0.searchIdols(query: .init(q: "아이브")).ok.body.json }
            let group = try #require(found.groups.first)
            let idols = try await fan {
                try await $0.addIdolFavourite(body: .json(.init(id: group.id, kind: .group))).created.body.json
            }
            let gif = try await fan {
                try await $0.addGifFavourite(
                    body: .json(.giphy(.init(id: "xT9IgG50Fb7Mi0prBC", kind: .giphy, title: "박수")))
                )
                .created.body.json
            }
            let gifs = try await fan { try await $0.listGifFavourites().ok.body.json }
            let chart = try await fan { try await $0.getBoxOfficeChart(path: .init(kind: .daily)).ok.body.json }

            #expect(idols.groups.map(\.id) == [group.id])
            #expect(gif.id == "xT9IgG50Fb7Mi0prBC" && gif.title == "박수")
            #expect(gifs.items.map(\.id) == ["xT9IgG50Fb7Mi0prBC"])
            #expect(chart.date == "2026-11-21" && chart.entries.first?.title == "경관의 피")
        }
    }
}
