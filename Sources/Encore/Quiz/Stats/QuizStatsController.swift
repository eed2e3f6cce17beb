import Vapor

/// 기록: a player's statistics (`/quiz/stats`) and a pack's (`/quiz/packs/:id/stats`), each with
/// server-drawn SVG charts next to tables holding the same numbers; and the same numbers as JSON.
struct QuizStatsController {
    let quiz: QuizFactory

    struct PlayerContent: Encodable {
        let stats: QuizStatistics.Player
        let hasHistory: Bool
        let chartPath: String
        let chartSummary: String
        let history: [HistoryRow]
    }

    struct HistoryRow: Encodable {
        let date: String
        let packTitle: String
        let correct: Int
        let questions: Int
        let score: Int
    }

    /// A pack's statistics page is a fragment kept by what it shows (`quiz/pack-stats-body`):
    /// printing its dozens of numbers through Leaf was most of the page's CPU.
    struct PackPage: Encodable {
        let bodyHTML: RenderedFragment
    }

    struct PackContent: Encodable, Hashable, Sendable {
        let packTitle: String
        let stats: QuizStatistics.Pack
        let hasPlays: Bool
        let solveChartPath: String
        let solveSummary: String
        let stepChartPath: String
        let stepSummary: String
        let steps: [StepRow]
    }

    struct StepRow: Encodable, Hashable, Sendable {
        let label: String
        let count: Int
    }

    // MARK: the player

    func playerPage(_ request: Request) async throws -> Response {
        guard let profile = request.auth.get(Profile.self) else { return request.redirectToWelcome() }
        let stats = try await quiz.stats(request).player(try profile.requireID())
        let rows = stats.history.reversed().map { game in
            HistoryRow(
                date: Self.date(game.finishedAt), packTitle: game.packTitle, correct: game.correct,
                questions: game.questions, score: game.score)
        }
        let content = PlayerContent(
            stats: stats, hasHistory: !stats.history.isEmpty, chartPath: Site.quizStatsHistory.path,
            chartSummary: Self.historySummary(stats, request), history: rows)
        return try await request.pageResponse(
            "quiz/stats", title: request.text("quiz.stats.title"), tab: .quiz, content)
    }

    func playerChart(_ request: Request) async throws -> Response {
        let stats = try await quiz.stats(request).player(try request.requireProfile().requireID())
        let bars = stats.history.map { game in
            BarChartSVG.Bar(
                label: Self.date(game.finishedAt),
                value: Double(QuizStatistics.percent(game.correct, of: game.questions) ?? 0),
                caption: "\(game.correct)/\(game.questions)")
        }
        let chart = BarChartSVG(
            title: request.text("quiz.stats.historyTitle"), summary: Self.historySummary(stats, request), bars: bars,
            maximum: 100)
        return BarChartSVG.response(chart.markup, maxAge: 0)
    }

    func playerAPI(_ request: Request) async throws -> QuizStatistics.Player {
        try await quiz.stats(request).player(try request.requireProfile().requireID())
    }

    // MARK: a pack

    func packPage(_ request: Request) async throws -> Response {
        let (pack, stats) = try await packStats(request)
        let id = pack.id
        let steps = stats.solvedAtStep.enumerated().map {
            StepRow(label: request.text("quiz.stats.stepLabel", [String($0.offset)]), count: $0.element)
        }
        let content = PackContent(
            packTitle: pack.title, stats: stats, hasPlays: stats.plays > 0,
            solveChartPath: Site.quizPackStatsChart.link(id, "solved.svg"),
            solveSummary: Self.solveSummary(stats, request),
            stepChartPath: Site.quizPackStatsChart.link(id, "steps.svg"), stepSummary: Self.stepSummary(stats, request),
            steps: steps)
        return try await request.pageResponse(
            "quiz/pack-stats", title: request.text("quiz.stats.packTitle", [pack.title]), tab: .quiz,
            PackPage(bodyHTML: try await request.fragment("quiz/pack-stats-body", content)))
    }

    func packChart(_ request: Request) async throws -> Response {
        guard let name = request.parameters.get(.chart), ["solved.svg", "steps.svg"].contains(name) else {
            throw GenericRefusal(.notFound)
        }
        let (_, stats) = try await packStats(request)
        let chart: BarChartSVG
        if request.parameters.get(.chart) == "steps.svg" {
            let most = Double(stats.solvedAtStep.max() ?? 0)
            chart = BarChartSVG(
                title: request.text("quiz.stats.stepTitle"), summary: Self.stepSummary(stats, request),
                bars: stats.solvedAtStep.enumerated().map {
                    BarChartSVG.Bar(label: String($0.offset), value: Double($0.element), caption: String($0.element))
                },
                maximum: max(1, most))
        } else {
            chart = BarChartSVG(
                title: request.text("quiz.stats.solveTitle"), summary: Self.solveSummary(stats, request),
                bars: stats.questions.map {
                    BarChartSVG.Bar(
                        label: "Q\($0.number)", value: Double($0.solveRate ?? 0),
                        caption: $0.solveRate.map { "\($0)%" } ?? "–")
                },
                maximum: 100)
        }
        return BarChartSVG.response(chart.markup, maxAge: 0)
    }

    func packAPI(_ request: Request) async throws -> QuizStatistics.Pack {
        try await packStats(request).1
    }

    private func packStats(_ request: Request) async throws -> (PackStatsCache.Subject, QuizStatistics.Pack) {
        try await quiz.stats(request).pack(try request.packID(), viewer: request.auth.get(Profile.self)?.id)
    }

    // MARK: words for the charts (their text alternatives)

    static func date(_ date: Date) -> String {
        let parts = Day.calendar.dateComponents([.month, .day], from: date)
        return String(format: "%02d.%02d", parts.month ?? 0, parts.day ?? 0)
    }

    static func historySummary(_ stats: QuizStatistics.Player, _ request: Request) -> String {
        request.text("quiz.stats.historySummary", [String(stats.history.count), String(stats.correctRate ?? 0)])
    }

    static func solveSummary(_ stats: QuizStatistics.Pack, _ request: Request) -> String {
        stats.questions.map {
            request.text("quiz.stats.solveItem", [String($0.number), $0.solveRate.map(String.init) ?? "–"])
        }.joined(separator: ", ")
    }

    static func stepSummary(_ stats: QuizStatistics.Pack, _ request: Request) -> String {
        stats.solvedAtStep.enumerated().map {
            request.text("quiz.stats.stepItem", [String($0.offset), String($0.element)])
        }.joined(separator: ", ")
    }
}

// The statistics are the API's answers as they are.
extension QuizStatistics.Player: Content {}
extension QuizStatistics.Pack: Content {}
