import Foundation
import Testing
import VaporTesting

@testable import Encore

/// What the daily suites share: today's number under the pinned test clock, the film a day asks,
/// and sending guesses as the page's script or an app would.
enum DailyFixtures {
    /// 2026-11-22 in Korea (`TestSettings.now`): puzzle #326.
    static let today = 326

    /// The film day `number` will ask, worked out as the server will (before it is written).
    static func plannedFilm(_ app: Application, _ number: Int) -> MovieCatalog.Movie {
        let schedule = DailySchedule(catalog: app.encore.data.catalog, secret: app.encore.secret)
        var recent: [Int: String] = [:]
        var film: MovieCatalog.Movie?
        for day in 1...number {
            film = schedule.movie(for: day, recent: recent)
            recent[day] = film?.id
        }
        return film!
    }

    static func film(_ app: Application, _ number: Int) async throws -> MovieCatalog.Movie {
        let puzzle = try #require(try await DailyPuzzle.find(number, on: app.db))
        return try #require(app.encore.data.catalog.movie(id: puzzle.movieID))
    }

    @discardableResult
    static func guess(_ browser: TestBrowser, _ number: Int, _ text: String) async throws -> TestingHTTPResponse {
        let json = String(data: try JSONEncoder().encode(["guess": text]), encoding: .utf8)!
        return try await browser.sendJSON(.POST, "/api/v1/quiz/daily/\(number)/guesses", json)
    }

    @discardableResult
    static func skip(_ browser: TestBrowser, _ number: Int) async throws -> TestingHTTPResponse {
        try await browser.sendJSON(.POST, "/api/v1/quiz/daily/\(number)/skip", "{}")
    }

    static func state(_ response: TestingHTTPResponse) throws -> DailyState {
        try response.content.decode(DailyState.self)
    }

    /// Titles of catalog films that are not `film` and do not share its clue: sure misses.
    static func misses(for film: MovieCatalog.Movie, in catalog: MovieCatalog, count: Int) -> [String] {
        let judge = DailyLadder.judge(for: film, kind: .chosung, catalog: catalog)
        return catalog.movies.map(\.titleKo).filter { !judge.isCorrect($0) }.prefix(count).map { $0 }
    }
}
