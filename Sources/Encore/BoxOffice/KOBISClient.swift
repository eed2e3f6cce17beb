import Foundation

/// The box-office figures Encore reads: charts by day and kind, and one movie's details.
protocol BoxOfficeSource: Sendable {
    func chart(_ query: ChartQuery) async throws -> KOBISChart
    func movie(code: String) async throws -> KOBISMovie
}

/// KOBIS's open API. The key goes in the query string (KOBIS has no other way), so URLs made here
/// are never logged or put into errors. KOBIS reports errors as HTTP 200 with `faultInfo`.
struct KOBISClient: BoxOfficeSource {
    let transport: any UpstreamTransport
    let settings: Settings.Upstream
    /// A chart is KOBIS's top ten; a longer list is not an answer to what was asked and is cut to it.
    static let chartSize = 10

    func chart(_ query: ChartQuery) async throws -> KOBISChart {
        let path =
            query.kind == .daily
            ? "boxoffice/searchDailyBoxOfficeList.json" : "boxoffice/searchWeeklyBoxOfficeList.json"
        var items = [
            URLQueryItem(name: "targetDt", value: query.day.compact),
            URLQueryItem(name: "itemPerPage", value: "\(Self.chartSize)"),
        ]
        if let weekGb = query.kind.weekGb { items.append(URLQueryItem(name: "weekGb", value: weekGb)) }
        items += query.filter.queryItems
        let result = try await get(path, items, as: KOBISChartResponse.self).boxOfficeResult
        let entries = result.rows.map(\.entry).sorted { $0.rank < $1.rank }.prefix(Self.chartSize)
        return KOBISChart(entries: Array(entries), range: Self.range(result.showRange))
    }

    func movie(code: String) async throws -> KOBISMovie {
        guard !code.isEmpty, code.count <= 20, code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw UpstreamError.rejected
        }
        return try await get(
            "movie/searchMovieInfo.json", [URLQueryItem(name: "movieCd", value: code)], as: KOBISMovieResponse.self
        ).movie
    }

    /// `20111230~20120101` → the two days.
    static func range(_ text: String?) -> ClosedRange<Day>? {
        let parts = (text ?? "").split(separator: "~").map { Day(text: String($0)) }
        guard parts.count == 2, let start = parts[0], let end = parts[1], start <= end else { return nil }
        return start...end
    }

    private func get<T: Decodable>(_ path: String, _ query: [URLQueryItem], as type: T.Type) async throws -> T {
        guard let key = settings.apiKey else { throw UpstreamError.notConfigured }
        var components = URLComponents(
            url: settings.baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "key", value: key)] + query
        guard let url = components?.url else { throw UpstreamError.rejected }
        let response = try await transport.get(url, headers: ["Accept": "application/json"])
        guard response.status == 200 else {
            throw UpstreamError.forStatus(response.status, retryAfter: response.headers.first(name: "Retry-After"))
        }
        if let fault = try? JSONDecoder().decode(KOBISFault.self, from: response.body) { throw fault.error }
        do {
            return try JSONDecoder().decode(T.self, from: response.body)
        } catch {
            throw UpstreamError.malformed
        }
    }
}
