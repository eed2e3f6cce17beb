import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// Packs and plays that several quiz suites start from.
enum QuizFixtures {
    /// A signed-in maker with one uploaded poster: the profile and the upload's hash.
    static func makerWithPoster(_ app: Application, _ browser: TestBrowser, nickname: String = "출제자") async throws -> (
        Profile, String
    ) {
        try await browser.onboard(nickname)
        let response = try await browser.upload(try TestImages.jpeg(width: 200, height: 300))
        let hash = try response.content.decode(UploadAPIController.UploadDTO.self).id
        let profile = try #require(try await Profile.query(on: app.db).filter(\.$nickname == nickname).first())
        return (profile, hash)
    }

    /// A two-question expert poster pack (괴물, 기생충) on the uploaded poster, as the editor sends it.
    static func draftJSON(upload hash: String, title: String = "주말 영화") -> String {
        """
        {"title":"\(title)","level":"expert","questions":[
          {"title":"괴물","originalTitle":"The Host","poster":{"upload":"\(hash)"},
           "areas":[{"row":10,"column":10},{"row":40,"column":25},{"row":70,"column":45}]},
          {"title":"기생충","originalTitle":"Parasite","poster":{"upload":"\(hash)"},"extraAnswers":["패러사이트"],
           "areas":[{"row":20,"column":20},{"row":50,"column":30},{"row":60,"column":10}]}]}
        """
    }

    /// That pack, made through the API by a new maker.
    static func makePack(_ app: Application, _ browser: TestBrowser, title: String = "주말 영화") async throws
        -> PackSummary
    {
        try await makePackWithPoster(app, browser, title: title).0
    }

    /// The same, with the poster's upload hash.
    static func makePackWithPoster(_ app: Application, _ browser: TestBrowser, title: String = "주말 영화") async throws
        -> (PackSummary, String)
    {
        let (_, hash) = try await makerWithPoster(app, browser)
        let pack = try await browser.sendJSON(.POST, "/api/v1/quiz/packs", draftJSON(upload: hash, title: title))
            .content.decode(PackSummary.self)
        return (pack, hash)
    }

    /// A play of that pack under a clock moved by hand (3 areas, 3 s each).
    struct Play {
        let clock: ManualClock
        let playPath: String
        let hash: String
    }

    static func startPlay(_ app: Application, _ browser: TestBrowser) async throws -> Play {
        let clock = ManualClock()
        app.encore.clock = clock.appClock
        let (pack, hash) = try await makePackWithPoster(app, browser)
        let started = try await browser.sendJSON(.POST, "/api/v1/quiz/packs/\(pack.id)/plays", "{}")
        #expect(started.status == .created)
        let state = try started.content.decode(PlayState.self)
        return Play(clock: clock, playPath: "/api/v1/quiz/plays/\(state.id)", hash: hash)
    }

    static func state(_ browser: TestBrowser, _ path: String) async throws -> PlayState {
        try await browser.get(path).content.decode(PlayState.self)
    }

    static func answer(_ browser: TestBrowser, _ path: String, _ text: String) async throws -> TestingHTTPResponse {
        let json = String(data: try JSONEncoder().encode(["answer": text]), encoding: .utf8)!
        return try await browser.sendJSON(.POST, path + "/answer", json)
    }
}

/// The movie data the catalog and search suites share.
enum MovieFixtures {
    /// The built-in catalog as shipped in Resources/Data/movies.json.
    static let catalog: MovieCatalog = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Resources/Data/movies.json").standardized.path
        return try! MovieCatalog.load(from: path)
    }()

    static let tmdbEnvironment = [
        "TMDB_API_KEY": "v3-key", "TMDB_BASE_URL": "http://tmdb.test/3",
        "TMDB_IMAGE_BASE_URL": "http://img.tmdb.test/t/p",
    ]

    static func found(_ response: TestingHTTPResponse) throws -> MovieSearchAPIController.Found {
        try response.content.decode(MovieSearchAPIController.Found.self)
    }
}
