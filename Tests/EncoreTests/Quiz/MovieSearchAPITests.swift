import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct MovieSearchAPITests {
    @Test func withoutTMDBTheCatalogAnswersByTitleAndByInitials() async throws {
        try await withEncore { _, browser in
            // Initials are searched for a signed-in profile (the pack editor's).
            try await browser.onboard("출제자")
            let byTitle = try MovieFixtures.found(
                try await browser.get("/api/v1/quiz/movies?query=%EA%B8%B0%EC%83%9D%EC%B6%A9"))  // 기생충
            let byInitials = try MovieFixtures.found(
                try await browser.get("/api/v1/quiz/movies?query=%E3%84%B1%E3%85%85%E3%85%8A"))  // ㄱㅅㅊ
            let byEnglish = try MovieFixtures.found(try await browser.get("/api/v1/quiz/movies?query=spirited%20away"))
            let nothing = try MovieFixtures.found(try await browser.get("/api/v1/quiz/movies?query="))

            #expect(byTitle.source == "catalog" && byTitle.movies.first?.title == "기생충")
            #expect(byTitle.movies.first?.englishTitle == "Parasite" && byTitle.movies.first?.posterURL == nil)
            #expect(byInitials.movies.map(\.title).contains("기생충"))
            #expect(byEnglish.movies.first?.originalTitle == "千と千尋の神隠し")
            #expect(nothing.movies.isEmpty)
        }
    }

    @Test func withTMDBResultsWithoutAPosterAreDroppedAndPostersGoThroughThePipeline() async throws {
        try await withEncore(MovieFixtures.tmdbEnvironment) { app, browser in
            let transport = FakeUpstreamTransport()
            transport.on("/3/search/movie", body: TMDBFixtures.search)
            transport.on("/3/movie/496243/images", body: TMDBFixtures.images)
            transport.on("/3/configuration", body: TMDBFixtures.configuration)
            app.encore.upstreams.movieSearch = TMDBClient(transport: transport, settings: app.encore.settings.tmdb)

            let found = try MovieFixtures.found(try await browser.get("/api/v1/quiz/movies?query=parasite"))
            let searchLanguage = transport.requests.first { $0.url.path == "/3/search/movie" }
                .flatMap {
                    URLComponents(url: $0.url, resolvingAgainstBaseURL: false)?.queryItems?.first {
                        $0.name == "language"
                    }?.value
                }
            let posters = try await browser.get("/api/v1/quiz/movies/496243/posters").content.decode(
                [MovieSearchAPIController.Poster].self)

            #expect(found.source == "tmdb" && found.movies.map(\.tmdbID) == [496243, 129])
            #expect(
                found.movies.allSatisfy {
                    $0.posterURL?.hasPrefix("/img/") == true && $0.posterURL?.contains("/cover400/") == true
                })
            #expect(searchLanguage == "ko-KR")
            #expect(!posters.isEmpty && posters.allSatisfy { $0.url.hasPrefix("/img/") })
            #expect(posters.first?.language == "ko")
            // Posters are fetched at w780 (TMDB's configuration, asked once), not as 2000 px originals.
            #expect(transport.requests.filter { $0.url.path == "/3/configuration" }.count == 1)
            let source = try #require(found.movies.first?.posterURL?.split(separator: "/").last.map(String.init))
            #expect(
                try #require(app.encore.images.urls.source(source))
                    == .remote(URL(string: "http://img.tmdb.test/t/p/w780/parasite.jpg")!))
        }
    }

    @Test func whenTMDBFailsTheCatalogAnswersWithANotice() async throws {
        try await withEncore(MovieFixtures.tmdbEnvironment) { app, browser in
            let transport = FakeUpstreamTransport()
            transport.on("/3/search/movie", status: 401, body: TMDBFixtures.invalidKey)
            app.encore.upstreams.movieSearch = TMDBClient(transport: transport, settings: app.encore.settings.tmdb)

            let found = try MovieFixtures.found(try await browser.get("/api/v1/quiz/movies?query=parasite"))

            #expect(found.source == "catalog" && found.movies.first?.title == "기생충")
            #expect(found.notice?.isEmpty == false)
            #expect(found.notice?.contains("v3-key") == false)
        }
    }

    @Test func overlongQueriesAreRefused() async throws {
        try await withEncore { _, browser in
            let response = try await browser.get("/api/v1/quiz/movies?query=" + String(repeating: "a", count: 101))

            #expect(response.status == .unprocessableEntity)
        }
    }
}
