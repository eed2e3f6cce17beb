import Vapor

/// The 박스오피스 tab: one chart (daily by default, yesterday in Korea), its kind, date and
/// filters, previous/next, list or grid as the profile prefers. Errors are shown on the page with
/// a retry, never as a blank page; a stale chart says so.
struct BoxOfficePageController {
    let boxOffice: BoxOfficeFactory

    struct Content: Encodable {
        /// The kind links, date picker, filters and refresh (`boxoffice/controls`), kept per chart and day.
        let controlsHTML: RenderedFragment
        let kindLabelKey: String
        let rangeStart: String?
        let rangeEnd: String?
        /// The chart's rows (`boxoffice/rows`), kept per chart as fetched.
        let rowsHTML: RenderedFragment
        let hasRows: Bool
        let layout: String
        let stale: Bool
        let errorMessage: String?
        /// No KOBIS key: players get what the tab is for and where to go instead; the operator's
        /// setup steps only on this machine (`showSetup`), where the person who ran `make run` sits.
        let needsKey: Bool
        let showSetup: Bool
        /// The newest stored chart of this kind, when the one asked for cannot be fetched.
        let archivedURL: String?
        let archivedDay: String?
        let retryURL: String
    }

    struct Controls: Encodable, Hashable {
        let kinds: [KindLink]
        /// Where the date form goes: this kind's chart.
        let action: String
        let date: String
        let maxDate: String
        let previousURL: String
        let nextURL: String?
        let nations: [ChoiceOption]
        let markets: [ChoiceOption]
        let retryURL: String
    }

    struct Rows: Encodable, Hashable {
        let rows: [ChartRow]
    }

    /// What the controls are made of: the chart asked for, and today (the last pickable day).
    private struct ControlsKey: Hashable, Sendable {
        let chart: ChartKey
        let today: Day
    }

    /// Everything the page's body shows, so a view renders no template once it is kept (Leaf was a
    /// sixth of the page's CPU). The rows key names the rows, the range and whether any came.
    private struct BodyKey: Hashable, Sendable {
        let rows: RowsKey
        let today: Day
        let layout: String
        let stale: Bool
        let errorMessage: String?
        let needsKey: Bool
        let showSetup: Bool
        let archived: ChartKey?
    }

    /// A chart's rows name it completely by its key and when it was fetched (nil: no rows).
    private struct RowsKey: Hashable, Sendable {
        let chart: ChartKey
        let fetchedAt: Date?
    }

    struct KindLink: Encodable, Hashable {
        let labelKey: String
        let href: String
        let isCurrent: Bool
    }

    private static func controls(_ key: ChartKey, today: Day) -> Controls {
        Controls(
            kinds: ChartKind.allCases.map {
                KindLink(
                    labelKey: $0.labelKey, href: Self.url(Self.nearest($0, to: key, today: today)),
                    isCurrent: $0 == key.kind)
            },
            action: Site.boxOfficeChart.link(key.kind.rawValue), date: key.day.description,
            maxDate: Self.lastPickable(key.kind, today: today).description,
            previousURL: Self.url(key.moved(by: -1)),
            nextURL: key.next(today: today).map(Self.url),
            nations: ChoiceOption.list(
                ChartFilter.Nation.allCases, selected: key.filter.nation, prefix: "boxoffice.nation.",
                includingNone: true),
            markets: ChoiceOption.list(
                ChartFilter.Market.allCases, selected: key.filter.market, prefix: "boxoffice.market.",
                includingNone: true),
            retryURL: Self.url(key))
    }

    func show(_ request: Request) async throws -> Response {
        let key = try ChartAPIController.chartKey(request, today: boxOffice.today())
        let archive = try boxOffice.archive(request)
        var result: BoxOfficeArchive.Result?
        var problem: ErrorAnswer?
        var needsKey = false
        do {
            result = try await archive.chart(key)
        } catch let error as BoxOfficeError {
            needsKey = error == .noKey
            problem = error.answer
        } catch let error as any DomainError {
            problem = error.answer  // the KOBIS allowance refused the call
        }
        let today = archive.today
        let archived = needsKey ? try await archive.newestArchived(like: key) : nil
        let layout = request.auth.get(Profile.self)?.boxOfficeLayout.rawValue ?? BoxOfficeLayout.list.rawValue
        let errorMessage = problem.map { request.text($0.key, $0.arguments) }
        let showSetup = needsKey && request.isFromThisMachine
        let rowsKey = RowsKey(chart: key, fetchedAt: result?.fetchedAt)
        let bodyKey = BodyKey(
            rows: rowsKey, today: today, layout: layout, stale: result?.isStale ?? false, errorMessage: errorMessage,
            needsKey: needsKey, showSetup: showSetup, archived: archived)
        // Without a key the section works as designed (it explains itself): that page is a 200.
        let status = needsKey ? .ok : problem?.status ?? .ok
        let og = result.flatMap { chart in
            chart.entries.first.map { first in
                let title = request.text("og.chart.title", [request.text(key.kind.labelKey), key.day.description])
                let top = chart.entries.prefix(3).map { "\($0.rank). \($0.title)" }.joined(separator: "  ")
                return request.openGraph(
                    title: title, description: request.text("og.chart.description", [first.title]),
                    card: PreviewCard(title: title, subtitle: top, badge: "", qr: nil))
            }
        }
        return try await request.pageResponse(
            "boxoffice/chart", key: bodyKey, title: request.text("section.boxoffice.title"), tab: .boxoffice,
            status: status, og: og
        ) {
            Content(
                controlsHTML: try await request.fragment(
                    "boxoffice/controls", key: ControlsKey(chart: key, today: today)
                ) { Self.controls(key, today: today) },
                kindLabelKey: key.kind.labelKey,
                rangeStart: result?.range?.lowerBound.description, rangeEnd: result?.range?.upperBound.description,
                rowsHTML: try await request.fragment("boxoffice/rows", key: rowsKey) {
                    Rows(rows: (result?.entries ?? []).map { ChartRow($0, language: request.language) })
                },
                hasRows: result?.entries.isEmpty == false, layout: layout, stale: bodyKey.stale,
                errorMessage: errorMessage, needsKey: needsKey, showSetup: showSetup,
                archivedURL: archived.map(Self.url), archivedDay: archived?.day.description, retryURL: Self.url(key))
        }
    }

    /// The last day the date picker offers: yesterday for daily charts; for weekly kinds, the
    /// Sunday of the newest week KOBIS has (any day of a week picks that week), never after yesterday.
    static func lastPickable(_ kind: ChartKind, today: Day) -> Day {
        let latest = ChartKey.latest(kind, today: today, filter: .all).day
        return min(kind == .daily ? latest : latest.adding(days: 6), today.adding(days: -1))
    }

    /// The same day as another kind of chart, or that kind's newest chart when its week is not over.
    static func nearest(_ kind: ChartKind, to key: ChartKey, today: Day) -> ChartKey {
        let same = ChartKey(kind: kind, day: key.day, filter: key.filter)
        return same.isAvailable(today: today) ? same : ChartKey.latest(kind, today: today, filter: key.filter)
    }

    static func url(_ key: ChartKey) -> String {
        var components = URLComponents()
        components.path = Site.boxOfficeChart.link(key.kind.rawValue)
        var items = [URLQueryItem(name: "date", value: key.day.description)]
        if let nation = key.filter.nation { items.append(URLQueryItem(name: "nation", value: nation.rawValue)) }
        if let market = key.filter.market { items.append(URLQueryItem(name: "market", value: market.rawValue)) }
        components.queryItems = items
        return components.string ?? Site.boxOffice.path
    }
}
