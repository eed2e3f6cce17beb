import Vapor

/// Starting a quick 초성 game: from the catalog by level and title language, or from any poster
/// pack. The page forms start playing at once; the API answers with the drawn pack.
struct QuickChosungController {
    let quiz: QuizFactory

    struct Choice: Content {
        let level: QuizLevel
        /// The titles to ask: Korean (초성) or English (initials); the reader's language when absent.
        let language: Language?
    }

    func startFromCatalog(_ request: Request) async throws -> Response {
        guard let player = request.auth.get(Profile.self) else {
            return request.redirectToWelcome(next: Site.quiz.path)
        }
        return try await quiz.startPlaying(try await drawFromCatalog(request, player).requireID(), as: player, request)
    }

    func startFromPack(_ request: Request) async throws -> Response {
        guard let player = request.auth.get(Profile.self) else {
            return request.redirectToWelcome(next: Site.quiz.path)
        }
        return try await quiz.startPlaying(try await drawFromPack(request, player).requireID(), as: player, request)
    }

    func catalogAPI(_ request: Request) async throws -> Response {
        let pack = try await drawFromCatalog(request, try request.requireProfile())
        return try await PackSummary(pack, viewer: request.auth.get(Profile.self)?.id, view: request.viewContext)
            .encodeResponse(status: .created, for: request)
    }

    func packAPI(_ request: Request) async throws -> Response {
        let pack = try await drawFromPack(request, try request.requireProfile())
        return try await PackSummary(pack, viewer: request.auth.get(Profile.self)?.id, view: request.viewContext)
            .encodeResponse(status: .created, for: request)
    }

    func drawFromCatalog(_ request: Request, _ player: Profile) async throws -> QuizPack {
        let choice = try request.content.decode(Choice.self)
        try await allowDraw(request, player)
        let language = choice.language ?? request.language
        let title =
            request.text("quiz.quick.packTitle", [request.text(choice.level.labelKey)])
            + (language == request.language ? "" : " · " + request.text("quiz.quick.language.\(language.rawValue)"))
        return try await quiz.chosungDraw(request).fromCatalog(level: choice.level, language: language, title: title)
    }

    private func drawFromPack(_ request: Request, _ player: Profile) async throws -> QuizPack {
        // A 초성 copy would show the initials and hints of the question the player is being asked.
        if try await quiz.liveAnswerers(request).isAnswering(
            profile: try player.requireID(), addressKey: request.clientNetworkKey, pack: try request.packID())
        {
            throw QuickGameError.livePlay
        }
        try await allowDraw(request, player)
        let copy = try await quiz.chosungDraw(request).fromPack(try request.packID()) {
            request.text("quiz.quick.fromPackTitle", [$0])
        }
        // Playing the copy shows the pack's titles: a solo play of the pack not finished by now is a replay.
        try await AnswerExposures(database: try request.database).record(
            pack: try request.packID(), profile: try player.requireID(), at: quiz.now())
        return copy
    }

    private func allowDraw(_ request: Request, _ player: Profile) async throws {
        try await quiz.limits(request).require(.chosungDrawsPerProfile, key: try player.requireID().uuidString)
    }
}
