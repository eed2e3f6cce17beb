import Vapor

/// The 퀴즈 tab: pack cards newest first, fifty to a page (`?page=`, with previous and next links),
/// starting a play, and deleting a pack (maker only, after a confirmation that also works without
/// JavaScript).
struct QuizHomeController {
    let quiz: QuizFactory
    let safety: SafetyFactory

    struct Content: Encodable {
        /// Today's 오늘의 퀴즈, above everything else.
        let daily: DailyCard?
        /// The starter row (`quiz/starter-row`), the same for everyone: rendered once per list version
        /// and language.
        let startersHTML: RenderedFragment
        /// Leaf treats an empty list as true.
        let hasStarters: Bool
        let cardsHTML: RenderedFragment
        /// Packs listed in all, on every page.
        let count: Int
        /// The position of this page's first card (51 on page 2).
        let first: Int
        let pageNumber: Int
        let pageCount: Int
        let previousPage: String?
        let nextPage: String?
        let signedIn: Bool
        var importError: String?
        /// The join teaser and the quick 초성 game (`quiz/home-tools`) and the delete confirmation
        /// (`quiz/delete-dialog`): the same for every reader of a language, so rendered once. The
        /// quick game's form takes its CSRF token from an input outside it (`form=`).
        let toolsHTML: RenderedFragment
        let deleteDialogHTML: RenderedFragment
        /// The reader's own packs that a report holds back, with a notice (Leaf treats [] as true).
        let held: [HeldPack]
        let hasHeld: Bool
        /// What operators decided about the reader's own things, until dismissed.
        let notices: [MakerNoticeView]
        let hasNotices: Bool
    }

    /// What the tools fragment shows: which titles the quick 초성 game asks unless the player
    /// picks, the reader's language.
    struct Tools: Encodable, Hashable, Sendable {
        let quickLanguage: String
    }

    struct DeleteDialog: Encodable, Hashable, Sendable {}

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
        let pageNumber = try request.pageNumber()
        let listed = try await quiz.listPage(request, page: pageNumber)
        let total = listed.total
        let pageSize = PackService.listPageSize
        // No link to a page the list does not take (`?page=` stops at 1,000).
        let pageCount = min(Request.lastPageNumber, max(1, (total + pageSize - 1) / pageSize))
        // Past the end (the last cards deleted, an old link): the last page there is.
        if pageNumber > pageCount { return request.redirect(to: Self.path(page: pageCount)) }
        let first = (pageNumber - 1) * pageSize + 1
        let viewer = request.auth.get(Profile.self)?.id
        // Which cards are the reader's own (they carry 수정 and 삭제): all that differs between readers.
        let mine = listed.rows.indices.filter { listed.rows[$0].maker_id == viewer }
        let view = request.viewContext
        let daily = await quiz.dailyCard(request)
        let signedIn = request.auth.has(Profile.self)
        let held = try await quiz.packs(request).held(of: viewer).map(HeldPack.init)
        let notices = try await safety.noticeViews(request)
        let content = {
            let cardsHTML = try await request.fragments(
                "quiz/pack-card", listKey: listed.version.map { CardsKey(version: $0, page: pageNumber, mine: mine) }
            ) {
                listed.rows.enumerated().map { index, row in
                    Card(
                        PackSummary(row, viewer: viewer, view: view), position: first + index, count: total,
                        review: row.review)
                }
            }
            let starters = try await quiz.packs(request).starters(listedAt: listed.version)
            let starterRow = { Self.starterRow(starters, korean: request.language == .ko) }
            let startersHTML: RenderedFragment
            if let version = listed.version {
                startersHTML = try await request.fragment("quiz/starter-row", key: version) { starterRow() }
            } else {
                startersHTML = try await request.fragment("quiz/starter-row", starterRow())
            }
            return Content(
                daily: daily, startersHTML: startersHTML, hasStarters: !starters.isEmpty, cardsHTML: cardsHTML,
                count: total, first: first, pageNumber: pageNumber, pageCount: pageCount,
                previousPage: pageNumber > 1 ? Self.path(page: pageNumber - 1) : nil,
                nextPage: pageNumber < pageCount ? Self.path(page: pageNumber + 1) : nil,
                signedIn: signedIn, importError: importError,
                toolsHTML: try await request.fragment(
                    "quiz/home-tools", Tools(quickLanguage: request.language.rawValue)),
                deleteDialogHTML: try await request.fragment("quiz/delete-dialog", DeleteDialog()),
                held: held, hasHeld: !held.isEmpty, notices: notices, hasNotices: !notices.isEmpty)
        }
        let title = request.text("section.quiz.title")
        // A listed version names the cards, the starters and the page count: with the reader's own
        // cards and daily card it names the whole body, kept so that a view renders no template.
        if importError == nil, let version = listed.version {
            let key = BodyKey(
                cards: CardsKey(version: version, page: pageNumber, mine: mine), daily: daily, signedIn: signedIn,
                held: held, notices: notices)
            return try await request.pageResponse("quiz/home", key: key, title: title, tab: .quiz, status: status) {
                try await content()
            }
        }
        return try await request.pageResponse(
            "quiz/home", title: title, tab: .quiz, status: status, try await content())
    }

    private struct BodyKey: Hashable, Sendable {
        let cards: CardsKey
        let daily: DailyCard?
        let signedIn: Bool
        let held: [HeldPack]
        let notices: [MakerNoticeView]
    }

    /// The tab's `page`-th page of cards; the first is the tab itself.
    static func path(page: Int) -> String {
        page <= 1 ? Site.quiz.path : Links.withQuery(Site.quiz.path, [("page", String(page))])
    }

    func play(_ request: Request) async throws -> Response {
        guard let player = request.auth.get(Profile.self) else {
            return request.redirectToWelcome(next: Site.quiz.path)
        }
        return try await quiz.startPlaying(try request.packID(), as: player, request)
    }

    func confirmDelete(_ request: Request) async throws -> Response {
        let pack = try await ownPack(request)
        let content = DeleteContent(title: pack.title, deletePath: Site.quizPackDelete.link(try pack.requireID()))
        return try await request.pageResponse(
            "quiz/delete", title: request.text("quiz.delete.title"), tab: .quiz, content)
    }

    func delete(_ request: Request) async throws -> Response {
        try await quiz.packs(request).delete(try request.packID(), by: try request.requireProfile())
        return request.redirect(to: Site.quiz.path, redirectType: .normal)
    }

    private func ownPack(_ request: Request) async throws -> QuizPack {
        try await quiz.packs(request).owned(try request.packID(), by: try request.requireProfile())
    }
}

extension Request {
    func packID() throws -> UUID {
        guard let id = parameters.get(.packID, as: UUID.self) else {
            throw PackError.notFound
        }
        return id
    }
}
