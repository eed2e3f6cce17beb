import Foundation
import Testing
import Vapor

@testable import Encore

@Suite struct CachedMovieSearchTests {
    static func cached(_ transport: FakeUpstreamTransport) throws -> CachedMovieSearch {
        CachedMovieSearch(try TMDBClientTests.client(transport))
    }

    @Test func aSearchAskedAgainIsAnsweredWithoutTMDB() async throws {
        let transport = FakeUpstreamTransport()
        transport.on("/3/search/movie", body: TMDBFixtures.search)
        let search = try Self.cached(transport)
        let first = try await search.search("기생충", language: .ko, page: 1)

        let again = try await search.search("기생충", language: .ko, page: 1)

        #expect(transport.requests.count == 1)
        #expect(again.movies.map(\.id) == first.movies.map(\.id))
    }

    @Test func anotherPageLanguageOrQueryIsAskedForItself() async throws {
        let transport = FakeUpstreamTransport()
        transport.on("/3/search/movie", body: TMDBFixtures.search)
        let search = try Self.cached(transport)
        _ = try await search.search("기생충", language: .ko, page: 1)

        _ = try await search.search("기생충", language: .ko, page: 2)
        _ = try await search.search("기생충", language: .en, page: 1)
        _ = try await search.search("괴물", language: .ko, page: 1)

        #expect(transport.requests.count == 4)
    }

    @Test func aFailureIsNotKept() async throws {
        let transport = FakeUpstreamTransport()
        transport.on("/3/search/movie", status: 503, body: "{}")
        transport.on("/3/movie/496243/images", status: 503, body: "{}")
        let search = try Self.cached(transport)
        await #expect(throws: UpstreamError.self) { try await search.search("기생충", language: .ko, page: 1) }
        await #expect(throws: UpstreamError.self) { try await search.posters(movieID: 496243) }
        transport.on("/3/search/movie", body: TMDBFixtures.search)
        transport.on("/3/movie/496243/images", body: TMDBFixtures.images)

        let found = try await search.search("기생충", language: .ko, page: 1)
        let posters = try await search.posters(movieID: 496243)

        #expect(found.movies.count == 3)
        #expect(!posters.isEmpty)
    }

    @Test func aFilmsPostersAskedAgainAreAnsweredWithoutTMDB() async throws {
        let transport = FakeUpstreamTransport()
        transport.on("/3/movie/496243/images", body: TMDBFixtures.images)
        let search = try Self.cached(transport)
        let first = try await search.posters(movieID: 496243)

        let again = try await search.posters(movieID: 496243)

        #expect(transport.requests.count == 1)
        #expect(again == first)
    }
}
