import Foundation
import Testing
import Vapor

@testable import Encore

@Suite struct RouteTests {
    @Test func aRouteRegistersItsParametersByNameAndLinksWithTheirValues() {
        let id = UUID(uuidString: "0A1B2C3D-0000-4000-8000-00000000000F")!

        let link = Site.quizPackStatsChart.link(id, "solved.svg")

        #expect(
            Site.quizPackStatsChart.components.map(\.description) == ["quiz", "packs", ":packID", "stats", ":chart"])
        #expect(link == "/quiz/packs/0a1b2c3d-0000-4000-8000-00000000000f/stats/solved.svg")
        #expect(Site.home.path == "/" && Site.apiQuizPacks.path == "/api/v1/quiz/packs")
    }

    @Test func idolArtLinksAreReadBackByTheSameTypes() {
        let link = Site.idolArt.link(IdolArtKind(.member), IdolArtFile("ive-wonyoung"))
        let parts = link.split(separator: "/").map(String.init)

        #expect(link == "/idols/art/members/ive-wonyoung.svg")
        #expect(IdolArtKind(pathSegment: parts[2])?.kind == .member)
        #expect(IdolArtFile(pathSegment: parts[3])?.id == "ive-wonyoung")
        #expect(IdolArtKind(pathSegment: "member") == nil && IdolArtFile(pathSegment: "ive-wonyoung.png") == nil)
    }

    @Test func everyLinkTheTableMakesReachesARegisteredRoute() async throws {
        try await withEncore { app, _ in
            let id = UUID()
            let links = [
                Site.home.path, Site.quiz.path, Site.quizPackPlay.link(id), Site.quizPlayResult.link(id),
                Site.quizShared.link("ABC234"), Site.boxOfficeChart.link("weekly"),
                Site.boxOfficeMovieRun.link("20240001"),
                Site.idolArt.link(IdolArtKind(.group), IdolArtFile("ive")), Site.uploadedGifDelete.link("x"),
                Site.apiQuizPlayAnswer.link(id), Site.apiIdolFavourite.link("group", "ive"),
                Site.apiQuizMoviePosters.link(496243),
            ]
            let registered = app.routes.all.map { $0.path }

            for link in links {
                let parts = link.split(separator: "/").map(String.init)
                let matched = registered.contains { pattern in
                    pattern.count == parts.count
                        && zip(pattern, parts).allSatisfy { component, part in
                            if case .constant(let word) = component { word == part } else { true }
                        }
                }
                #expect(matched, "\(link) reaches no registered route")
            }
        }
    }
}
