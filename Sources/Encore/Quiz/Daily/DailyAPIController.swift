import Vapor

/// `/api/v1/quiz/daily…`: 오늘의 퀴즈 for apps. A guest is known by the `encore_daily` cookie the
/// first guess sets; a signed-in profile by its session (and it takes over the guest's days).
struct DailyAPIController {
    let quiz: QuizFactory

    struct GuessInput: Content {
        let guess: String
    }

    struct ArchiveEntry: Content {
        let number: Int
        let date: String
        let ladder: DailyLadder.Kind
        let status: DailyState.Status
        let tries: Int
    }

    struct Archive: Content {
        let today: Int
        let puzzles: [ArchiveEntry]

        /// Written by hand (`json`): every day since #1 through `JSONEncoder` was a third of the request.
        func encodeResponse(for request: Request) async throws -> Response {
            let response = Response(status: .ok, body: .init(string: json))
            response.headers.contentType = .json
            return response
        }
    }

    struct Titles: Content {
        let language: Language
        let titles: [String]
    }

    func today(_ request: Request) async throws -> DailyState {
        guard let number = try quiz.daily(request).calendar.todayNumber else { throw DailyError.notFound }
        return try await quiz.dailyState(number, request)
    }

    func show(_ request: Request) async throws -> DailyState {
        try await quiz.dailyState(try request.dailyNumber(), request)
    }

    func guess(_ request: Request) async throws -> DailyState {
        let number = try request.dailyNumber()
        let input = try request.content.decode(GuessInput.self)
        return try await answer(number, request) { service, player in
            try await service.guess(input.guess, number: number, player: player, address: request.clientNetwork)
        }
    }

    func skip(_ request: Request) async throws -> DailyState {
        let number = try request.dailyNumber()
        return try await answer(number, request) { service, player in
            try await service.skip(number: number, player: player, address: request.clientNetwork)
        }
    }

    func archive(_ request: Request) async throws -> Archive {
        let service = try quiz.daily(request)
        guard let today = service.calendar.todayNumber else { throw DailyError.notFound }
        let player = try await quiz.dailyPlayer(request, creating: false)
        let rows = try await service.archive(for: player)
        return Archive(
            today: today,
            puzzles: rows.map {
                ArchiveEntry(number: $0.number, date: $0.day, ladder: $0.ladder, status: $0.status, tries: $0.tries)
            })
    }

    func stats(_ request: Request) async throws -> DailyStatistics.Player {
        guard let profile = request.auth.get(Profile.self) else { throw DailyError.needsProfile }
        return try await quiz.dailyStatistics(request).player(
            try profile.requireID(), today: try quiz.daily(request).calendar.todayNumber)
    }

    func titles(_ request: Request) async throws -> Response {
        guard try await quiz.dailyTitlesAreOpen(request) else { throw DailyError.titlesDuringPlay }
        let titles = Titles(language: request.language, titles: DailyArchive.titles(in: quiz.catalog, request.language))
        let response = try await titles.encodeResponse(for: request)
        response.headers.replaceOrAdd(name: .cacheControl, value: "private, max-age=3600")
        return response
    }

    private func answer(
        _ number: Int, _ request: Request, _ record: (DailyService, DailyPlayer) async throws -> DailyPlay
    ) async throws -> DailyState {
        let service = try quiz.daily(request)
        guard let player = try await quiz.dailyPlayer(request, creating: true) else { throw DailyError.notFound }
        let play = try await record(service, player)
        return try await quiz.dailyState(try await service.puzzle(number), play: play, request)
    }
}

extension DailyState: Content {}
extension DailyStatistics.Player: Content {}
