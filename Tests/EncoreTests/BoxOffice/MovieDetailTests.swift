import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct MovieDetailTests {
    /// Archives three daily charts in which 경관의 피 is #1, #1 and #2, passing 100만 on the second day.
    static func archiveRun(_ app: Application) async throws -> FakeBoxOfficeSource {
        let source = FakeBoxOfficeSource()
        app.encore.upstreams.boxOffice = source
        app.encore.upstreams.posterSearch = FakePosterSearch()
        let archive = app.encore
        let days: [(Int, Int, Int64, Int64)] = [
            (10, 1, 400_000, 400_000), (11, 1, 700_000, 1_100_000), (12, 2, 300_000, 1_400_000),
        ]
        for (day, rank, audience, total) in days {
            source.answer([
                FakeBoxOfficeSource.entry(
                    rank: rank, code: "20199882", title: "경관의 피", audience: audience, total: total)
            ])
            let key = ChartKey(kind: .daily, day: Day(year: 2026, month: 11, day: day)!, filter: .all)
            _ = try await BoxOfficeArchive(
                database: try app.database, clock: archive.clock, source: source,
                coalescer: archive.caches.chartRequests
            ).chart(key)
        }
        return source
    }

    @Test func theDetailPageShowsKOBISInfoThePosterAndTheRun() async throws {
        try await withEncore { app, browser in
            _ = try await Self.archiveRun(app)

            let page = try await browser.get("/boxoffice/movies/20199882")

            #expect(page.status == .ok)
            let html = page.body.string
            for text in [
                "경관의 피", "The Policeman’s Lineage", "119분", "15세이상관람가", "이규만", "조진웅 (박강윤)", "(주)에이스메이커무비웍스 (배급사)",
            ] {
                #expect(html.contains(text), "missing \(text)")
            }
            #expect(html.contains("10위 안에 3일, 1위 2일, 하루 최다 관객 700,000명"))
            #expect(html.contains("100만 돌파: 2026-11-11"))
            #expect(html.contains("/boxoffice/movies/20199882/run.svg"))
            #expect(html.contains("/img/") && html.contains("/cover300/r-"))
            let poster = try #require(app.encore.upstreams.posterSearch as? FakePosterSearch)
            #expect(poster.asked == ["경관의 피 영화 포스터"])
        }
    }

    @Test func aFoundPosterIsKeptSoTheNextViewAsksNoUpstream() async throws {
        try await withEncore { app, browser in
            _ = try await Self.archiveRun(app)

            let first = try await browser.get("/boxoffice/movies/20199882")
            let second = try await browser.get("/boxoffice/movies/20199882")

            #expect(first.status == .ok && second.status == .ok)
            let poster = try #require(app.encore.upstreams.posterSearch as? FakePosterSearch)
            #expect(poster.asked == ["경관의 피 영화 포스터"])
            #expect(second.body.string.contains("/cover300/r-"))
        }
    }

    @Test func theRunChartIsAnSVGWithATextAlternative() async throws {
        try await withEncore { app, browser in
            _ = try await Self.archiveRun(app)

            let svg = try await browser.get("/boxoffice/movies/20199882/run.svg")

            #expect(svg.status == .ok && svg.headers.contentType?.description.hasPrefix("image/svg+xml") == true)
            #expect(svg.body.string.contains("<polyline") && svg.body.string.contains("<desc>10위 안에 3일"))
            #expect(try await browser.get("/boxoffice/movies/NOPE/run.svg").status == .notFound)
        }
    }

    @Test func theAPIGivesTheSameDataAndUnknownMoviesAreNotFound() async throws {
        try await withEncore { app, browser in
            _ = try await Self.archiveRun(app)

            let detail = try await browser.get("/api/v1/boxoffice/movies/20199882").content.decode(MovieDetailDTO.self)
            let unknown = try await browser.get("/api/v1/boxoffice/movies/19990001")
            let hostile = try await browser.get("/api/v1/boxoffice/movies/..%2Fetc")

            #expect(detail.movie?.runningMinutes == 119 && detail.run.count == 3 && detail.daysAtNumberOne == 2)
            #expect(detail.milestones.map(\.audience) == [1_000_000])
            #expect(unknown.status == .notFound && hostile.status == .notFound)
        }
    }

    @Test func whenKOBISFailsTheRunIsStillShown() async throws {
        try await withEncore { app, browser in
            let source = try await Self.archiveRun(app)
            source.fail(with: .timeout)

            let page = try await browser.get("/boxoffice/movies/20199882")

            #expect(page.status == .ok)
            #expect(page.body.string.contains("10위 안에 3일") && page.body.string.contains("role=\"status\""))
            #expect(page.body.string.contains("href=\"/boxoffice/movies/20199882\">다시 시도</a>"))
            #expect(!page.body.string.contains(">배우</h2>"), "no actors without KOBIS: no empty list under a heading")
        }
    }

    @Test func tryingAgainIsOfferedOnlyWhenKOBISFailedThisTime() async throws {
        try await withEncore { app, browser in
            let source = try await Self.archiveRun(app)
            source.fail(with: .notFound)
            let unknownToKOBIS = try await browser.get("/boxoffice/movies/20199882")
            app.encore.upstreams.boxOffice = nil
            let noKey = try await browser.get("/boxoffice/movies/20199882")

            for page in [unknownToKOBIS, noKey] {
                #expect(page.status == .ok && page.body.string.contains("10위 안에 3일"))
                #expect(page.body.string.contains("role=\"status\"") && !page.body.string.contains(">다시 시도</a>"))
            }
        }
    }

    /// A film the archive does not know, while KOBIS fails: the error page offers 다시 시도 and the
    /// way back to the charts, not only the home page (#30).
    @Test func aMovieKOBISCannotGiveNowGetsTryAgainAndTheWayBackToTheCharts() async throws {
        try await withEncore { app, browser in
            let source = try await Self.archiveRun(app)
            source.fail(with: .timeout)

            let page = try await browser.get("/boxoffice/movies/19990001")
            let html = page.body.string

            #expect(page.status.code >= 502 && page.status.code <= 504)
            #expect(html.contains(#"href="/boxoffice/movies/19990001">다시 시도</a>"#))
            #expect(html.contains(#"href="/boxoffice">박스오피스 탭으로 돌아가기</a>"#))
        }
    }

    /// The archive began after the film passed 100만: the page says so instead of dating a crossing.
    @Test func aMilestonePassedBeforeTheArchiveBeganIsNotDatedAsACrossing() async throws {
        try await withEncore { app, browser in
            let source = try await Self.archiveRun(app)
            source.answer([
                FakeBoxOfficeSource.entry(
                    rank: 1, code: "20231234", title: "스즈메의 문단속", audience: 9_000, total: 4_970_000)
            ])
            let key = ChartKey(kind: .daily, day: Day(year: 2026, month: 11, day: 20)!, filter: .all)
            _ = try await BoxOfficeArchive(
                database: try app.database, clock: app.encore.clock, source: source,
                coalescer: app.encore.caches.chartRequests
            ).chart(key)

            let known = try await browser.get("/boxoffice/movies/20231234").body.string
            let crossed = try await browser.get("/boxoffice/movies/20199882").body.string

            #expect(known.contains("100만 돌파: 기록이 시작된 2026-11-20에 이미 넘어 있었어요"))
            #expect(!known.contains("100만 돌파: 2026-11-20<"))
            #expect(crossed.contains("100만 돌파: 2026-11-11<"))
        }
    }
}
