import Foundation
import Testing
import VaporTesting

@testable import Encore

/// Every upstream the server asks (KOBIS, TMDB, Kakao), failing every way it can, through the route
/// a person uses: a friendly status and message or the fallback data, never a 500, never a page longer
/// than the one asked for. (GIPHY is asked by the browser: its matrix is in test_upstream_faults.py.
/// A real timeout and an over-cap body are the transport's: `UpstreamTransportTests`.)
///
/// "A page that repeats" has no column here: the server asks each of these for one page only (a
/// chart's top ten, a film's info, the first page of a movie search, the first poster found) and
/// never asks for the next, so a repeat cannot reach a person; the enormous answer stands in for a
/// page longer than asked. Paging through an upstream is GIPHY's, in the browser, tested there.
@Suite struct UpstreamFaultMatrixTests {
    enum Fault: String, CaseIterable, Sendable {
        case serverError, timeout, malformed, badKey, empty, enormous
    }

    /// What an upstream answers for each fault: its own shapes for a bad key, an empty page and a page
    /// hundreds of times longer than asked for.
    struct Answers {
        let badKey: (status: UInt, body: String)
        let empty: String
        let enormous: String

        func plan(_ fault: Fault, at path: String, on transport: FakeUpstreamTransport) {
            switch fault {
            case .serverError: transport.on(path, status: 500, body: "<html>Internal Server Error</html>")
            case .timeout: transport.on(path, throwing: .timeout)
            case .malformed: transport.on(path, body: #"{"results": [{"id": "#)
            case .badKey: transport.on(path, status: badKey.status, body: badKey.body)
            case .empty: transport.on(path, body: empty)
            case .enormous: transport.on(path, body: enormous)
            }
        }
    }

    /// `count` copies of the first element of `listKey` in `json`, each changed by `vary`.
    static func repeated(_ json: String, at path: [String], count: Int, vary: (Int, inout [String: Any]) -> Void) throws
        -> String
    {
        var root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        func rewrite(_ object: [String: Any], _ path: ArraySlice<String>) throws -> [String: Any] {
            var object = object
            let key = try #require(path.first)
            if path.count == 1 {
                let first = try #require((object[key] as? [[String: Any]])?.first)
                object[key] = (0..<count).map { index in
                    var item = first
                    vary(index, &item)
                    return item
                }
            } else {
                object[key] = try rewrite(try #require(object[key] as? [String: Any]), path.dropFirst())
            }
            return object
        }
        root = try rewrite(root, path[...])
        return String(decoding: try JSONSerialization.data(withJSONObject: root), as: UTF8.self)
    }

    @Test(arguments: Fault.allCases)
    func kobisOnTheChartAPIAndPage(_ fault: Fault) async throws {
        try await withEncore(["KOBIS_API_KEY": "feedfacefeedfacefeedfacefeedface"]) { app, browser in
            let transport = FakeUpstreamTransport()
            let path = "/kobisopenapi/webservice/rest/boxoffice/searchDailyBoxOfficeList.json"
            let enormous = try Self.repeated(
                KOBISFixtures.daily, at: ["boxOfficeResult", "dailyBoxOfficeList"], count: 500
            ) { index, row in
                row["rank"] = "\(index + 1)"
                row["rnum"] = "\(index + 1)"
                row["movieCd"] = "2019\(9000 + index)"
            }
            Answers(badKey: (200, KOBISFixtures.badKey), empty: KOBISFixtures.empty, enormous: enormous).plan(
                fault, at: path, on: transport)
            app.encore.upstreams.boxOffice = KOBISClient(transport: transport, settings: app.encore.settings.kobis)

            let api = try await browser.get("/api/v1/boxoffice/charts/daily?date=2026-11-02")
            let page = try await browser.get("/boxoffice/daily?date=2026-11-03")

            switch fault {
            case .empty, .enormous:
                #expect(api.status == .ok && page.status == .ok)
                let chart = try ChartAPITests.decoded(api)
                #expect(chart.entries.count == (fault == .empty ? 0 : KOBISClient.chartSize))
            case .timeout:
                #expect(api.status == .gatewayTimeout && page.status == .gatewayTimeout)
                #expect(page.body.string.contains("외부 서비스의 응답이 너무 늦습니다"))
            case .serverError, .malformed, .badKey:
                #expect(api.status == .badGateway && page.status == .badGateway)
                #expect(page.body.string.contains("role=\"alert\""))
            }
            for body in [api.body.string, page.body.string] {
                #expect(
                    !body.contains("feedface") && !body.contains("320010") && !body.contains("Internal Server Error"))
            }
        }
    }

    /// KOBIS's movie info on a film's page (`MovieDetailService`). The film's run is archived, so its
    /// page always has something to show; a film without one has only KOBIS, and its page is the
    /// error page. `empty` is a `movieInfo` without fields, the shape assumed for a code KOBIS does
    /// not know (no recording of one).
    @Test(arguments: Fault.allCases)
    func kobisOnAMoviesDetailPage(_ fault: Fault) async throws {
        try await withEncore(["KOBIS_API_KEY": "feedfacefeedfacefeedfacefeedface"]) { app, browser in
            _ = try await MovieDetailTests.archiveRun(app)
            let transport = FakeUpstreamTransport()
            let enormous = try Self.repeated(
                KOBISFixtures.movieInfo, at: ["movieInfoResult", "movieInfo", "actors"], count: 2_000
            ) { index, actor in
                actor["peopleNm"] = "배우 \(index)번"
            }
            let answers = Answers(
                badKey: (200, KOBISFixtures.badKey),
                empty: #"{"movieInfoResult":{"movieInfo":{},"source":"영화진흥위원회"}}"#,
                enormous: enormous)
            answers.plan(fault, at: "/kobisopenapi/webservice/rest/movie/searchMovieInfo.json", on: transport)
            app.encore.upstreams.boxOffice = KOBISClient(transport: transport, settings: app.encore.settings.kobis)

            let page = try await browser.get("/boxoffice/movies/20199882")
            let api = try await browser.get("/api/v1/boxoffice/movies/20199882")
            let withoutRun = try await browser.get("/boxoffice/movies/20190001")

            // The archived run is shown whatever KOBIS answers; KOBIS's facts only when it answers them.
            #expect(page.status == .ok && api.status == .ok)
            let html = page.body.string
            #expect(html.contains("경관의 피") && html.contains("10위 안에 3일"))
            #expect(html.contains("119분") == (fault == .enormous))
            #expect(html.contains(#"class="notice""#) == (fault != .enormous))
            let detail = try api.content.decode(MovieDetailDTO.self)
            #expect(detail.run.count == 3)
            #expect((detail.movie != nil) == (fault == .enormous) && (detail.problem == nil) == (fault == .enormous))
            switch fault {
            case .enormous:
                // Two thousand actors from KOBIS: the page lists the first twelve.
                #expect(html.contains("배우 11번") && !html.contains("배우 12번"))
                #expect(withoutRun.status == .ok)
            case .timeout:
                #expect(html.contains("외부 서비스의 응답이 너무 늦습니다"))
                #expect(withoutRun.status == .gatewayTimeout)
            case .badKey:
                #expect(html.contains("외부 서비스가 API 키를 거부했습니다"))
                #expect(withoutRun.status == .badGateway)
            case .serverError, .malformed:
                #expect(html.contains("외부 서비스가 응답하지 않습니다"))
                #expect(withoutRun.status == .badGateway)
            case .empty:
                // Read today as an unreadable answer (502); "not found" (404) would say it better.
                #expect(withoutRun.status == .badGateway || withoutRun.status == .notFound)
            }
            for body in [html, api.body.string, withoutRun.body.string] {
                #expect(
                    !body.contains("feedface") && !body.contains("320010") && !body.contains("유효하지않은")
                        && !body.contains("Internal Server Error"))
            }
        }
    }

    @Test(arguments: Fault.allCases)
    func tmdbOnTheMovieSearch(_ fault: Fault) async throws {
        try await withEncore(MovieFixtures.tmdbEnvironment) { app, browser in
            let transport = FakeUpstreamTransport()
            transport.on("/3/configuration", body: TMDBFixtures.configuration)
            let enormous = try Self.repeated(TMDBFixtures.search, at: ["results"], count: 400) { index, movie in
                movie["id"] = 1_000 + index
                movie["title"] = "기생충 \(index)"
            }
            let answers = Answers(
                badKey: (401, TMDBFixtures.invalidKey),
                empty: #"{"page":1,"results":[],"total_pages":0,"total_results":0}"#,
                enormous: enormous)
            answers.plan(fault, at: "/3/search/movie", on: transport)
            app.encore.upstreams.movieSearch = TMDBClient(transport: transport, settings: app.encore.settings.tmdb)

            let response = try await browser.get("/api/v1/quiz/movies?query=%EA%B8%B0%EC%83%9D%EC%B6%A9")

            #expect(response.status == .ok)
            let found = try MovieFixtures.found(response)
            switch fault {
            case .empty:
                #expect(found.source == "tmdb" && found.movies.isEmpty && found.notice == nil)
            case .enormous:
                #expect(found.source == "tmdb" && found.movies.count == TMDBClient.pageSize)
            case .serverError, .timeout, .malformed, .badKey:
                #expect(found.source == "catalog" && found.movies.first?.title == "기생충")
                #expect(found.notice?.contains("내장 영화 목록") == true && found.notice?.contains("v3-key") == false)
            }
        }
    }

    @Test(arguments: Fault.allCases)
    func kakaoOnAMoviesDetailPage(_ fault: Fault) async throws {
        try await withEncore(["KAKAO_REST_API_KEY": "kakao-secret-key", "KAKAO_BASE_URL": "http://kakao.test"]) {
            app, browser in
            _ = try await MovieDetailTests.archiveRun(app)
            let transport = FakeUpstreamTransport()
            let document =
                #"{"collection":"blog","image_url":"http://cfile23.uf.tistory.com/image/99CC573C5C159EE22F823F","width":400,"height":602}"#
            let page =
                #"{"documents":[\#(document)],"meta":{"is_end":false,"pageable_count":3993,"total_count":645946}}"#
            let enormous = try Self.repeated(page, at: ["documents"], count: 2_000) { _, _ in }
            let answers = Answers(
                badKey: (401, #"{"errorType":"AccessDeniedError","message":"wrong appKey(kakao-secret-key) format"}"#),
                empty: #"{"documents":[],"meta":{"is_end":true,"pageable_count":0,"total_count":0}}"#,
                enormous: enormous)
            answers.plan(fault, at: "/v2/search/image", on: transport)
            app.encore.upstreams.posterSearch = KakaoImageClient(
                transport: transport, settings: app.encore.settings.kakao)

            let detail = try await browser.get("/boxoffice/movies/20199882")

            // The poster is optional: without it the page is the same, KOBIS's facts and the run.
            #expect(detail.status == .ok)
            let html = detail.body.string
            #expect(html.contains("경관의 피") && html.contains("10위 안에 3일"))
            #expect(html.contains("/cover300/r-") == (fault == .enormous))
            #expect(!html.contains("kakao-secret-key"))
        }
    }
}
