import Foundation
import Testing
import VaporTesting

@testable import Encore

/// The clock is pinned by ENCORE_NOW (2026-11-22 12:00 in Korea), so yesterday is 2026-11-21.
@Suite struct ChartAPITests {
    static func decoded(_ response: TestingHTTPResponse) throws -> ChartAPIController.ChartDTO {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(ChartAPIController.ChartDTO.self, from: Data(buffer: response.body))
    }

    @Test func theDefaultIsYesterdaysDailyChartWithItsNeighbours() async throws {
        try await withEncore { app, browser in
            let source = FakeBoxOfficeSource()
            app.encore.upstreams.boxOffice = source

            let chart = try Self.decoded(try await browser.get("/api/v1/boxoffice/charts/daily"))

            #expect(chart.date == "2026-11-21" && chart.previousDate == "2026-11-20" && chart.nextDate == nil)
            #expect(chart.entries.first?.title == "경관의 피" && !chart.stale)
            #expect(source.calls.first?.day.description == "2026-11-21")
        }
    }

    @Test func weeklyKindsAndFiltersReachKOBIS() async throws {
        try await withEncore { app, browser in
            let source = FakeBoxOfficeSource()
            app.encore.upstreams.boxOffice = source

            let chart = try Self.decoded(
                try await browser.get(
                    "/api/v1/boxoffice/charts/weekend?date=2026-11-05&nation=foreign&market=diversity"))

            #expect(chart.kind == .weekend && chart.date == "2026-11-02" && chart.nextDate == "2026-11-09")
            #expect(chart.nation == .foreign && chart.market == .diversity)
            let call = try #require(source.calls.first)
            #expect(
                call.kind == .weekend && call.day.description == "2026-11-08"
                    && call.filter == ChartFilter(nation: .foreign, market: .diversity))
        }
    }

    @Test func badRequestsAreExplained() async throws {
        try await withEncore { app, browser in
            app.encore.upstreams.boxOffice = FakeBoxOfficeSource()

            let badDate = try await browser.get("/api/v1/boxoffice/charts/daily?date=2026-02-30")
            let badKind = try await browser.get("/api/v1/boxoffice/charts/monthly")
            let badFilter = try await browser.get("/api/v1/boxoffice/charts/daily?nation=mars")
            let today = try await browser.get("/api/v1/boxoffice/charts/daily?date=2026-11-22")

            #expect(badDate.status == .unprocessableEntity && badDate.body.string.contains("\"field\":\"date\""))
            #expect(
                badKind.status == .notFound && badFilter.status == .unprocessableEntity && today.status == .notFound)
        }
    }

    @Test func upstreamFailuresAreFriendlyAndNeverShowTheKey() async throws {
        try await withEncore(["KOBIS_API_KEY": "feedfacefeedfacefeedfacefeedface"]) { app, browser in
            let transport = FakeUpstreamTransport()
            transport.on(
                "/kobisopenapi/webservice/rest/boxoffice/searchDailyBoxOfficeList.json", body: KOBISFixtures.badKey)
            app.encore.upstreams.boxOffice = KOBISClient(transport: transport, settings: app.encore.settings.kobis)

            let response = try await browser.get("/api/v1/boxoffice/charts/daily")

            #expect(response.status == .badGateway)
            #expect(!response.body.string.contains("feedface") && !response.body.string.contains("320010"))
            transport.on("/kobisopenapi/webservice/rest/boxoffice/searchDailyBoxOfficeList.json", throwing: .timeout)
            let slow = try await browser.get("/api/v1/boxoffice/charts/daily?date=2026-11-02")
            #expect(slow.status == .gatewayTimeout && slow.body.string.contains("\"code\""))
        }
    }
}
