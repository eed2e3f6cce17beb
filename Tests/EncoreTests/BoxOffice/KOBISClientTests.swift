import Foundation
import Testing
import Vapor

@testable import Encore

@Suite struct KOBISClientTests {
    static func client(_ transport: FakeUpstreamTransport, key: String? = "0123456789abcdef0123456789abcdef") throws
        -> KOBISClient
    {
        var environment = ["KOBIS_BASE_URL": "http://kobis.test/rest"]
        if let key { environment["KOBIS_API_KEY"] = key }
        return KOBISClient(transport: transport, settings: try Settings(environment: environment).kobis)
    }

    static let day = Day(year: 2022, month: 1, day: 5)!

    @Test func dailyChartsReadStringNumbersNegativesDecimalsAndBlankDates() async throws {
        let transport = FakeUpstreamTransport()
        transport.on("/rest/boxoffice/searchDailyBoxOfficeList.json", body: KOBISFixtures.daily)

        let chart = try await Self.client(transport).chart(ChartQuery(kind: .daily, day: Self.day, filter: .all))

        #expect(chart.entries.count == 3)
        let first = chart.entries[0], second = chart.entries[1], third = chart.entries[2]
        #expect(
            first.isNew && first.rankChange == 0 && first.audience == 64050 && first.audienceTotal == 69228
                && first.salesShare == 34.2)
        #expect(first.openDate == Day(year: 2022, month: 1, day: 5))
        #expect(
            !second.isNew && second.rankChange == -1 && second.salesTotal == 62_772_471_900
                && second.audienceChange == -9564)
        #expect(third.movieCode == "2023C165" && third.title == "프렌즈: 몬스터섬의비밀" && third.openDate == nil)
        #expect(chart.range == Self.day...Self.day)
        #expect(transport.lastQuery["targetDt"] == "20220105" && transport.lastQuery["itemPerPage"] == "10")
    }

    @Test func weeklyKindsSendWeekGbAndFilters() async throws {
        let transport = FakeUpstreamTransport()
        transport.on("/rest/boxoffice/searchWeeklyBoxOfficeList.json", body: KOBISFixtures.weekend)
        let filter = ChartFilter(nation: .foreign, market: .commercial)

        let chart = try await Self.client(transport).chart(
            ChartQuery(kind: .weekend, day: Day(year: 2012, month: 1, day: 1)!, filter: filter))

        #expect(chart.entries.first?.title == "미션임파서블:고스트프로토콜")
        #expect(chart.range == Day(year: 2011, month: 12, day: 30)!...Day(year: 2012, month: 1, day: 1)!)
        #expect(
            transport.lastQuery["weekGb"] == "1" && transport.lastQuery["repNationCd"] == "F"
                && transport.lastQuery["multiMovieYn"] == "N")
    }

    @Test func faultInfoSentWithHTTP200BecomesAnErrorWithoutTheMessage() async throws {
        let transport = FakeUpstreamTransport()
        let client = try Self.client(transport)
        let query = ChartQuery(kind: .daily, day: Self.day, filter: .all)

        transport.on("/rest/boxoffice/searchDailyBoxOfficeList.json", body: KOBISFixtures.badKey)
        await #expect(throws: UpstreamError.unauthorized) { try await client.chart(query) }
        transport.on("/rest/boxoffice/searchDailyBoxOfficeList.json", body: KOBISFixtures.badDate)
        await #expect(throws: UpstreamError.rejected) { try await client.chart(query) }
        transport.on("/rest/boxoffice/searchDailyBoxOfficeList.json", body: #"{"boxOfficeResult":"#)
        await #expect(throws: UpstreamError.malformed) { try await client.chart(query) }
        transport.on("/rest/boxoffice/searchDailyBoxOfficeList.json", status: 503, body: "busy")
        await #expect(throws: UpstreamError.unavailable) { try await client.chart(query) }
        transport.on("/rest/boxoffice/searchDailyBoxOfficeList.json", throwing: .timeout)
        await #expect(throws: UpstreamError.timeout) { try await client.chart(query) }
    }

    @Test func anEmptyListIsAnEmptyChart() async throws {
        let transport = FakeUpstreamTransport()
        transport.on("/rest/boxoffice/searchDailyBoxOfficeList.json", body: KOBISFixtures.empty)

        let chart = try await Self.client(transport).chart(ChartQuery(kind: .daily, day: Self.day, filter: .all))

        #expect(chart.entries.isEmpty)
    }

    @Test func withoutAKeyNothingIsAsked() async throws {
        let transport = FakeUpstreamTransport()

        await #expect(throws: UpstreamError.notConfigured) {
            try await Self.client(transport, key: nil).chart(ChartQuery(kind: .daily, day: Self.day, filter: .all))
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func movieInfoReadsEveryUsefulFieldWithEmptyStringsAsUnknown() async throws {
        let transport = FakeUpstreamTransport()
        transport.on("/rest/movie/searchMovieInfo.json", body: KOBISFixtures.movieInfo)

        let movie = try await Self.client(transport).movie(code: "20199882")

        #expect(movie.title == "경관의 피" && movie.englishTitle == "The Policeman’s Lineage" && movie.originalTitle == nil)
        #expect(movie.runningMinutes == 119 && movie.productionYear == 2021 && movie.openDate == Self.day)
        #expect(movie.nations == ["한국"] && movie.genres == ["범죄", "드라마"])
        #expect(
            movie.directors.first?.name == "이규만" && movie.actors.last?.englishName == nil
                && movie.actors.first?.role == "박강윤")
        #expect(movie.companies.first?.part == "배급사" && movie.ratings == ["15세이상관람가"] && movie.staff.isEmpty)
        await #expect(throws: UpstreamError.rejected) { try await Self.client(transport).movie(code: "../etc") }
    }

    @Test(arguments: [("2022-01-05", "2022-01-05"), ("20220105", "2022-01-05"), ("2024-02-29", "2024-02-29")])
    func daysReadBothKOBISFormats(text: String, expected: String) {
        #expect(Day(text: text)?.description == expected)
    }

    @Test(arguments: ["", " ", "2023-02-29", "20221", "2022/01/05", "2022-1-5x"])
    func impossibleDaysAreUnknown(text: String) {
        #expect(Day(text: text) == nil)
    }

    @Test func koreaTimeDecidesTheDayAndWeeksStartOnMonday() {
        // 2025-12-31 15:30 UTC is already 2026-01-01 in Korea (no week-based-year mix-up).
        let newYear = Day(koreaTimeOf: Date(timeIntervalSince1970: 1_767_195_000))

        #expect(newYear.description == "2026-01-01")
        #expect(Day(year: 2012, month: 1, day: 1)!.mondayOfWeek.description == "2011-12-26")
        #expect(Day(year: 2011, month: 12, day: 26)!.mondayOfWeek.description == "2011-12-26")
    }
}
