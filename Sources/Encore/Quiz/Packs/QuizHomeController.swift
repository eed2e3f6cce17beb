import Vapor

/// The 퀴즈 tab: pack cards newest first, starting a play, and deleting a pack (maker only, after
/// a confirmation that also works without JavaScript).
struct QuizHomeController {
    /// One pack card (`quiz/pack-card`), rendered once per content and language.
    struct Card: Encodable, Hashable {
        let pack: PackSummary
        let levelKey: String
        let position: Int
        let count: Int
        let playPath: String
        let deletePath: String
        let editPath: String
        let apiPath: String
        let exportPath: String
        let statsPath: String
        /// For a poster pack: play its questions as 초성 instead.
        let chosungPath: String
    }

    struct Content: Encodable {
        let cardsHTML: RenderedFragment
        let count: Int
        let signedIn: Bool
        var importError: String?
        /// Which titles the quick 초성 game asks unless the player picks: the reader's language.
        let quickLanguage: String
    }

    struct DeleteContent: Encodable {
        let title: String
        let deletePath: String
    }

    func index(_ request: Request) async throws -> Response {
        try await render(request)
    }

    func render(_ request: Request, importError: String? = nil, status: HTTPResponseStatus = .ok) async throws
        -> Response
    {
        let packs = try await request.listedPacks()
        let cards = packs.enumerated().map { index, pack in
            Card(
                pack: pack, levelKey: pack.level.labelKey, position: index + 1, count: packs.count,
                playPath: Site.quizPackPlay.link(pack.id),
                deletePath: Site.quizPackDelete.link(pack.id), editPath: Site.quizPackEdit.link(pack.id),
                apiPath: Site.apiQuizPack.link(pack.id),
                exportPath: Site.apiQuizPackExport.link(pack.id), statsPath: Site.quizPackStats.link(pack.id),
                chosungPath: Site.quizPackChosung.link(pack.id))
        }
        let content = Content(
            cardsHTML: try await request.fragments("quiz/pack-card", cards), count: cards.count,
            signedIn: request.auth.has(Profile.self), importError: importError,
            quickLanguage: request.language.rawValue)
        return try await request.pageResponse(
            "quiz/home", title: request.text("section.quiz.title"), tab: .quiz, status: status, content)
    }

    func play(_ request: Request) async throws -> Response {
        guard let player = request.auth.get(Profile.self) else {
            return request.redirectToWelcome(next: Site.quiz.path)
        }
        return try await request.startPlaying(try request.packID(), as: player)
    }

    func confirmDelete(_ request: Request) async throws -> Response {
        let pack = try await ownPack(request)
        let content = DeleteContent(title: pack.title, deletePath: Site.quizPackDelete.link(try pack.requireID()))
        return try await request.pageResponse(
            "quiz/delete", title: request.text("quiz.delete.title"), tab: .quiz, content)
    }

    func delete(_ request: Request) async throws -> Response {
        try await request.packs.delete(try request.packID(), by: try request.requireProfile())
        return request.redirect(to: Site.quiz.path, redirectType: .normal)
    }

    private func ownPack(_ request: Request) async throws -> QuizPack {
        try await request.packs.owned(try request.packID(), by: try request.requireProfile())
    }
}

extension Request {
    func packID() throws -> UUID {
        guard let id = parameters.get(.packID, as: UUID.self) else {
            throw UserFacingError(.notFound, "quiz.pack.notFound")
        }
        return id
    }
}
