import Foundation
import Testing
import VaporTesting

@testable import Encore

/// #52.3: 120 anonymous searches and 30 poster lists made 150 TMDB calls, where KOBIS stops at 60
/// per 10 minutes per address. A TMDB call now spends the same allowance; a kept answer does not.
@Suite struct TMDBAllowanceTests {
    @Test func searchesAndPosterListsStopAtTheAddressAllowanceAndKeptAnswersCostNothing() async throws {
        try await withEncore(MovieFixtures.tmdbEnvironment) { app, browser in
            let transport = FakeUpstreamTransport()
            transport.on("/3/search/movie", body: TMDBFixtures.search)
            transport.on("/3/movie/496243/images", body: TMDBFixtures.images)
            transport.on("/3/configuration", body: TMDBFixtures.configuration)
            app.encore.upstreams.movieSearch = CachedMovieSearch(
                TMDBClient(transport: transport, settings: app.encore.settings.tmdb))
            browser.address = "2001:db8:5:7::1"
            let neighbour = TestBrowser(app)
            neighbour.address = "2001:db8:5:7::99"  // the same /64
            let stranger = TestBrowser(app)
            stranger.address = "2001:db8:5:8::1"
            let limit = RateLimit.upstreamPerAddress.limit

            var sources: [String] = []
            for n in 1...(limit - 1) {
                sources.append(try MovieFixtures.found(try await browser.get("/api/v1/quiz/movies?query=q\(n)")).source)
            }
            let posters = try await browser.get("/api/v1/quiz/movies/496243/posters")
            let past = try MovieFixtures.found(try await neighbour.get("/api/v1/quiz/movies?query=past"))
            let postersAgain = try await neighbour.get("/api/v1/quiz/movies/496243/posters")
            let otherPosters = try await neighbour.get("/api/v1/quiz/movies/129/posters")
            let kept = try MovieFixtures.found(try await neighbour.get("/api/v1/quiz/movies?query=q1"))
            let elsewhere = try MovieFixtures.found(try await stranger.get("/api/v1/quiz/movies?query=other"))

            #expect(sources.allSatisfy { $0 == "tmdb" })
            #expect(posters.status == .ok)
            #expect(past.source == "catalog" && past.notice != nil)
            #expect(postersAgain.status == .ok)
            #expect(otherPosters.status == .tooManyRequests && otherPosters.headers.first(name: "Retry-After") != nil)
            #expect(kept.source == "tmdb")
            #expect(elsewhere.source == "tmdb")
            let calls = transport.requests.filter { $0.url.path != "/3/configuration" }
            #expect(calls.count == limit + 1)
        }
    }
}
