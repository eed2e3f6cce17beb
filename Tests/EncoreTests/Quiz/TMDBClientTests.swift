import Foundation
import Testing
import Vapor

@testable import Encore

@Suite struct TMDBClientTests {
    static func client(_ transport: FakeUpstreamTransport, key: String? = "v3-key", token: String? = nil) throws
        -> TMDBClient
    {
        var environment = ["TMDB_BASE_URL": "http://tmdb.test/3", "TMDB_IMAGE_BASE_URL": "http://img.tmdb.test/t/p"]
        if let key { environment["TMDB_API_KEY"] = key }
        if let token { environment["TMDB_ACCESS_TOKEN"] = token }
        return TMDBClient(transport: transport, settings: try Settings(environment: environment).tmdb)
    }

    @Test func searchDecodesTheQuirks() async throws {
        let transport = FakeUpstreamTransport()
        transport.on("/3/search/movie", body: TMDBFixtures.search)

        let results = try await Self.client(transport).search("기생충", language: .ko, page: 1)

        #expect(results.movies.count == 3)
        #expect(results.totalPages == 500)
        let short = results.movies[1]
        #expect(
            short.posterPath == nil && short.releaseDate == nil && short.year == nil
                && short.overview == "A short film.")
        #expect(results.movies[0].year == 2019 && results.movies[0].overview == nil)
        #expect(results.moviesWithPosters.map(\.id) == [496243, 129])
        #expect(results.movies[2].originalTitle == "千と千尋の神隠し")
    }

    @Test func searchAsksInTheInterfaceLanguageWithTheV3Key() async throws {
        let transport = FakeUpstreamTransport()
        transport.on("/3/search/movie", body: TMDBFixtures.search)

        _ = try await Self.client(transport).search("  parasite ", language: .en, page: 999)

        let query = transport.lastQuery
        #expect(query["query"] == "parasite")
        #expect(query["language"] == "en-US")
        #expect(query["page"] == "500")
        #expect(query["api_key"] == "v3-key")
        #expect(transport.requests.last?.headers.first(name: .authorization) == nil)
    }

    @Test func theV4TokenGoesInTheAuthorizationHeader() async throws {
        let transport = FakeUpstreamTransport()
        transport.on("/3/search/movie", body: TMDBFixtures.search)

        _ = try await Self.client(transport, key: nil, token: "v4-token").search("x", language: .ko, page: 0)

        #expect(transport.requests.last?.headers.first(name: .authorization) == "Bearer v4-token")
        #expect(transport.lastQuery["api_key"] == nil)
        #expect(transport.lastQuery["page"] == "1")
        #expect(transport.lastQuery["language"] == "ko-KR")
    }

    @Test func anEmptyQueryDoesNotCallTMDB() async throws {
        let transport = FakeUpstreamTransport()

        let results = try await Self.client(transport).search("   ", language: .ko, page: 1)

        #expect(results.movies.isEmpty)
        #expect(transport.requests.isEmpty)
    }

    @Test func withoutAKeyNothingIsCalled() async throws {
        let transport = FakeUpstreamTransport()

        await #expect(throws: UpstreamError.notConfigured) {
            try await Self.client(transport, key: nil).search("x", language: .ko, page: 1)
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func postersComeKoreanThenEnglishThenTextless() async throws {
        let transport = FakeUpstreamTransport()
        transport.on("/3/movie/496243/images", body: TMDBFixtures.images)
        let client = try Self.client(transport)

        let posters = try await client.posters(movieID: 496243)

        #expect(posters.map(\.filePath) == ["/ko-1.jpg", "/ko-2.jpg", "/en-1.jpg", "/en-2.jpg", "/textless.jpg"])
        #expect(transport.lastQuery["include_image_language"] == "ko,en,null")
        #expect(
            client.settings.posterSource("/ko-1.jpg")
                == .remote(URL(string: "http://img.tmdb.test/t/p/original/ko-1.jpg")!))
    }

    @Test(
        arguments: [
            (401, TMDBFixtures.invalidKey, UpstreamError.unauthorized),
            (404, TMDBFixtures.notFoundWithoutSuccess, .notFound),
            (422, TMDBFixtures.validation, .rejected),
            (400, TMDBFixtures.badPage, .rejected),
            (429, TMDBFixtures.rateLimited, .rateLimited(retryAfter: 7)),
            (503, "<html>Service Unavailable</html>", .unavailable),
            (200, "{\"page\": \"one\"}", .malformed),
            (200, "not json", .malformed),
        ] as [(UInt, String, UpstreamError)])
    func everyErrorShapeBecomesOneUpstreamError(status: UInt, body: String, expected: UpstreamError) async throws {
        let transport = FakeUpstreamTransport()
        transport.on("/3/search/movie", status: status, headers: ["Retry-After": "7"], body: body)

        await #expect(throws: expected) { try await Self.client(transport).search("x", language: .ko, page: 1) }
    }

    @Test func errorMessagesNeverContainTheKey() async throws {
        let transport = FakeUpstreamTransport()
        transport.on("/3/search/movie", status: 401, body: TMDBFixtures.invalidKey)

        let error = await #expect(throws: UpstreamError.self) {
            try await Self.client(transport, key: "secret-key-123").search("x", language: .ko, page: 1)
        }

        let shown = try #require(error?.answer)
        #expect(!"\(shown.key) \(shown.arguments) \(String(describing: error))".contains("secret-key-123"))
        #expect(shown.status == .badGateway)
    }
}

@Suite struct TMDBConfigurationTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func postersAreFetchedAtTheSmallestListedSizeThatCoversTheRevealImage() throws {
        let recorded = try JSONDecoder().decode(TMDBConfiguration.self, from: Data(TMDBFixtures.configuration.utf8))
        let small = try JSONDecoder().decode(
            TMDBConfiguration.self, from: Data(#"{"images":{"poster_sizes":["w92","w342","original"]}}"#.utf8))

        #expect(recorded.posterSize == "w780")
        #expect(small.posterSize == "original")
    }

    @Test func theConfigurationIsAskedOnceADayAndAFailureFallsBackToOriginal() async throws {
        let transport = FakeUpstreamTransport()
        transport.on("/3/configuration", status: 500, body: "oops")
        let client = try TMDBClientTests.client(transport)

        let failed = await client.posterSize(now: start)
        let meanwhile = await client.posterSize(now: start.addingTimeInterval(60))
        transport.on("/3/configuration", body: TMDBFixtures.configuration)
        let recovered = await client.posterSize(now: start.addingTimeInterval(301))
        let cached = await client.posterSize(now: start.addingTimeInterval(3600))

        #expect([failed, meanwhile, recovered, cached] == ["original", "original", "w780", "w780"])
        #expect(transport.requests.count == 2)
    }
}
