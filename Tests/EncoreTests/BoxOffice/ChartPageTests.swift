import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct ChartPageTests {
    static let entries = [
        FakeBoxOfficeSource.entry(rank: 1, code: "A", title: "새 영화", audience: 64_050, total: 69_228),
        FakeBoxOfficeSource.entry(rank: 2, code: "B", title: "오른 영화", audience: 50_399, total: 6_252_827),
        FakeBoxOfficeSource.entry(rank: 3, code: "C", title: "내린 영화", audience: 900, total: 9_000),
        FakeBoxOfficeSource.entry(rank: 4, code: "D", title: "그대로", audience: 10, total: 100),
    ]

    static func changed(_ entries: [BoxOfficeEntry]) -> [BoxOfficeEntry] {
        let changes = [(true, 0), (false, 2), (false, -1), (false, 0)]
        return zip(entries, changes).map { entry, change in
            BoxOfficeEntry(
                rank: entry.rank, rankChange: change.1, isNew: change.0, movieCode: entry.movieCode, title: entry.title,
                openDate: nil, sales: 1, salesShare: 34.2, salesTotal: 1, audience: entry.audience, audienceChange: 0,
                audienceTotal: entry.audienceTotal, screens: 1171, shows: 4416)
        }
    }

    @Test func yesterdaysChartShowsRanksChangesAndGroupedNumbers() async throws {
        try await withEncore { app, browser in
            app.encore.upstreams.boxOffice = FakeBoxOfficeSource(entries: Self.changed(Self.entries))

            let page = try await browser.get("/boxoffice")

            #expect(page.status == .ok)
            let html = page.body.string
            #expect(html.contains("value=\"2026-11-21\"") && html.contains("max=\"2026-11-21\""))
            #expect(html.contains("오늘 64,050 / 총 69,228") && html.contains("약 625만"))
            #expect(html.contains("신작") && html.contains("▲2") && html.contains("▼1"))
            #expect(html.contains("점유율 34.2% · 스크린 1,171 · 상영 4,416회"))
            #expect(html.contains("/boxoffice/daily?date=2026-11-20") && !html.contains("rel=\"next\""))
        }
    }

    @Test func theLayoutComesFromTheProfile() async throws {
        try await withEncore { app, browser in
            app.encore.upstreams.boxOffice = FakeBoxOfficeSource()
            try await browser.onboard("격자파")
            _ = try await browser.sendJSON(.PATCH, "/api/v1/profile", #"{"boxOfficeLayout":"grid"}"#)

            let html = try await browser.get("/boxoffice/weekend").body.string

            #expect(html.contains("chart-rows layout-grid"))
        }
    }

    /// #30: without a key a visitor gets what the tab is for and where to go instead (a stored chart
    /// when there is one), neither the operator's setup steps nor controls that lead nowhere.
    @Test func withoutAKeyAVisitorIsSentSomewhereUseful() async throws {
        try await withEncore { app, browser in
            let source = FakeBoxOfficeSource()
            source.answer([FakeBoxOfficeSource.entry(rank: 1, code: "20199882", title: "경관의 피")])
            app.encore.upstreams.boxOffice = source
            _ = try await browser.get("/boxoffice/daily?date=2026-11-01")
            app.encore.upstreams.boxOffice = nil

            let page = try await browser.get("/boxoffice/daily?date=2026-11-02")
            let html = page.body.string

            #expect(page.status == .ok)
            #expect(html.contains("박스오피스는 매일 가장 많이 본 영화와 흥행 기록을 보여 주는 곳이에요"))
            #expect(html.contains(#"href="/boxoffice/daily?date=2026-11-01">저장된 차트 보기 (2026-11-01)</a>"#))
            #expect(html.contains(#"href="/quiz">"#) && html.contains(#"href="/idols">"#))
            #expect(!html.contains("KOBIS_API_KEY") && !html.contains(#"type="date""#) && !html.contains("다시 시도"))
        }
    }

    @Test func anUpstreamFailureShowsARetryNotABlankPage() async throws {
        try await withEncore { app, browser in
            let source = FakeBoxOfficeSource()
            source.fail(with: .timeout)
            app.encore.upstreams.boxOffice = source

            let page = try await browser.get("/boxoffice/daily?date=2026-11-01")

            #expect(page.status == .gatewayTimeout)
            #expect(page.body.string.contains("다시 시도") && page.body.string.contains("/boxoffice/daily?date=2026-11-01"))
        }
    }

    @Test func theDatePickerStopsAtTheNewestChart() {
        let today = Day(year: 2026, month: 11, day: 22)!  // a Sunday: this week is not over

        #expect(BoxOfficePageController.lastPickable(.daily, today: today).description == "2026-11-21")
        #expect(BoxOfficePageController.lastPickable(.weekly, today: today).description == "2026-11-15")
        #expect(BoxOfficePageController.lastPickable(.weekday, today: today).description == "2026-11-21")
    }

    @Test func todayIsNotOffered() async throws {
        try await withEncore { app, browser in
            app.encore.upstreams.boxOffice = FakeBoxOfficeSource()

            let page = try await browser.get("/boxoffice/daily?date=2026-11-22")

            #expect(page.status == .notFound && page.body.string.contains("오늘 이전 날짜"))
        }
    }

    @Test(arguments: [
        (Int64(0), "0"), (999, "999"), (64_050, "64,050"), (62_772_471_900, "62,772,471,900"),
        (-91_443_730, "-91,443,730"),
    ])
    func numbersAreGrouped(value: Int64, text: String) {
        #expect(ChartRow.grouped(value) == text)
    }

    @Test func largeTotalsReadInManAndEok() {
        #expect(ChartRow.man(9_999) == nil)
        #expect(ChartRow.man(6_252_827) == "625만")
        #expect(ChartRow.man(123_456_789) == "1억 2,345만")
        #expect(ChartRow.man(100_000_000) == "1억")
    }
}
