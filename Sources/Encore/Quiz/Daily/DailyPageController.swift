import Vapor

/// 오늘의 퀴즈's pages: today's puzzle, any earlier day's, the archive, and the profile's guess
/// distribution as an SVG. Guessing works as a plain form (the page comes back with the next
/// step); `quiz-daily.js` adds the countdown and the share sheet.
struct DailyPageController {
    let quiz: QuizFactory

    struct GuessForm: Content {
        let guess: String?
    }

    func today(_ request: Request) async throws -> Response {
        guard let number = try quiz.daily(request).calendar.todayNumber else { throw DailyError.notFound }
        return try await render(number, request)
    }

    func show(_ request: Request) async throws -> Response {
        try await render(try request.dailyNumber(), request)
    }

    func guess(_ request: Request) async throws -> Response {
        let text = (try? request.content.decode(GuessForm.self))?.guess ?? ""
        return try await answer(request, typed: text) { service, number, player in
            try await service.guess(text, number: number, player: player, address: request.clientNetwork)
        }
    }

    func skip(_ request: Request) async throws -> Response {
        try await answer(request, typed: "") { service, number, player in
            try await service.skip(number: number, player: player, address: request.clientNetwork)
        }
    }

    func archive(_ request: Request) async throws -> Response {
        let service = try quiz.daily(request)
        guard let today = service.calendar.todayNumber else { throw DailyError.notFound }
        let player = try await quiz.dailyPlayer(request, creating: false)
        let pageCount = (today + DailyArchive.pageSize - 1) / DailyArchive.pageSize
        let page = try request.pageNumber(last: pageCount)
        let rows = try await service.archive(for: player, page: page, pageSize: DailyArchive.pageSize)
        let entries = try await request.fragments(
            "quiz/daily-archive-entry", keys: DailyArchivePage.keys(rows, today: today)
        ) { DailyArchivePage.entry($0, text: { request.text($0, $1) }) }
        let content = DailyArchivePage(
            entriesHTML: entries, page: page, pageCount: pageCount, text: { request.text($0, $1) })
        return try await request.pageResponse(
            "quiz/daily-archive", title: request.text("daily.archive.title"), tab: .quiz, content)
    }

    func statsChart(_ request: Request) async throws -> Response {
        guard let profile = request.auth.get(Profile.self) else { throw DailyError.needsProfile }
        let stats = try await quiz.dailyStatistics(request).player(
            try profile.requireID(), today: try quiz.daily(request).calendar.todayNumber)
        return BarChartSVG.response(DailyPage.chart(stats.distribution, request).markup, maxAge: 0)
    }

    private func answer(
        _ request: Request, typed: String,
        _ record: (DailyService, Int, DailyPlayer) async throws -> DailyPlay
    ) async throws -> Response {
        let number = try request.dailyNumber()
        do {
            guard let player = try await quiz.dailyPlayer(request, creating: true) else { throw DailyError.notFound }
            _ = try await record(try quiz.daily(request), number, player)
        } catch let error as DailyError where error != .notFound {
            // A refused guess comes back on the page, typed as it was, with why.
            return try await render(
                number, request, refusal: (request.text(error.answer.key), typed), status: error.answer.status)
        }
        return request.redirect(to: Site.quizDailyNumber.link(number) + "#daily-play", redirectType: .normal)
    }

    private func render(
        _ number: Int, _ request: Request, refusal: (message: String, typed: String)? = nil,
        status: HTTPResponseStatus = .ok
    ) async throws -> Response {
        let state = try await quiz.dailyState(number, request)
        var player: DailyStatistics.Player?
        if let profile = request.auth.get(Profile.self), state.status == .solved || state.status == .failed {
            player = try await quiz.dailyStatistics(request).player(
                try profile.requireID(), today: DailyCalendar(now: quiz.now()).todayNumber)
        }
        // The catalog's titles never change in a running process: one piece per language.
        let titles =
            try await quiz.dailyTitlesAreOpen(request)
            ? try await request.fragment("quiz/daily-titles", key: "catalog") {
                DailyTitleList(titles: DailyArchive.titles(in: quiz.catalog, request.language))
            } : RenderedFragment.empty
        let text: (String, [String]) -> String = { request.text($0, $1) }
        let content = DailyPage(
            state: state, player: player, signedIn: request.auth.has(Profile.self), titles: titles,
            triesHTML: try await request.fragment("quiz/daily-tries", DailyPage.tries(state, text: text)),
            everyoneHTML: try await request.fragment("quiz/daily-everyone", DailyPage.everyone(state, text: text)),
            message: refusal?.message, typed: refusal?.typed ?? "", now: quiz.now(), text: text)
        let row = (try? request.query.get(String.self, at: "r")).flatMap { DailyShare.isValidCode($0) ? $0 : nil }
        let og = request.openGraph(
            title: content.heading, description: request.text("daily.og.description"),
            card: DailyPage.previewCard(number: number, row: row, heading: content.heading, request))
        return try await request.pageResponse(
            "quiz/daily", title: content.heading, tab: .quiz, status: status, og: og, content)
    }
}

extension DailyPage {
    /// The preview card of a day's link: its number, and the row of the result shared (never the film).
    static func previewCard(number: Int, row: String?, heading: String, _ request: Request) -> PreviewCard {
        PreviewCard(
            title: heading, subtitle: request.text(row == nil ? "daily.og.subtitle" : "daily.og.resultSubtitle"),
            badge: row == nil ? "#\(number)" : "", qr: nil, squares: row)
    }

    static func chart(_ distribution: DailyStatistics.Distribution, _ request: Request) -> BarChartSVG {
        let most = Double(max(1, (distribution.solvedAt + [distribution.failed]).max() ?? 1))
        var bars = distribution.solvedAt.enumerated().map {
            BarChartSVG.Bar(label: String($0.offset + 1), value: Double($0.element), caption: String($0.element))
        }
        bars.append(
            BarChartSVG.Bar(label: "✕", value: Double(distribution.failed), caption: String(distribution.failed)))
        return BarChartSVG(
            title: request.text("daily.stats.chartTitle"),
            summary: request.text(
                "daily.stats.chartSummary", [String(distribution.played), String(distribution.solved)]),
            bars: bars, maximum: most)
    }
}
