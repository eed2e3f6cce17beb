import Fluent
import Foundation
import SQLKit

/// Creating, listing and deleting packs, with every rule of the editor checked on the server.
struct PackService {
    static let titleLength = 1...40
    static let questionCount = 1...20
    static let maxExtraAnswers = 10
    static let maxAnswerLength = 100
    static let maxOverviewLength = 1_000

    let database: EncoreDatabase
    let clock: AppClock
    let tmdb: Settings.TMDBUpstream
    let movieSearch: any MovieSearch
    /// Each pack made spends its maker's and its address's hourly allowance (`VisitorAllowance`).
    let creations: VisitorAllowance
    /// Where questions find their genres and directors for hints.
    var catalog: MovieCatalog? = nil
    /// Packs' questions as decoded before (`PackQuestionsCache`); every reader of them only reads.
    var questions = PackQuestionsCache()
    /// The list's pages and starters kept under the list's version (none: every list is read).
    var listings: PackListingCache? = nil

    func create(_ draft: PackDraft, by maker: Profile) async throws -> QuizPack {
        let (title, questions) = try await checked(draft)
        try await creations.spend(.packs, profile: try maker.requireID())
        let pack = QuizPack(title: title, level: draft.level, makerID: try maker.requireID(), createdAt: clock.now())
        pack.speedScoring = draft.speedScoring ?? true
        pack.kind = draft.kind ?? .poster
        try await database.writeTransaction { try await Self.insert(pack, with: questions, on: $0) }
        return pack
    }

    /// The pack a share code (typed in any case) points to, as its card shows it: one plain row.
    /// One a report or an operator holds back from `viewer` is not found.
    func sharedListing(_ code: String, viewer: UUID?) async throws -> PackListing {
        guard let code = ShareCode.normalized(code), let listing = try await listing(shareCode: code),
            listing.review.allowsPlay(by: viewer, maker: listing.maker_id)
        else { throw PackError.shareCodeNotFound }
        return listing
    }

    /// The share code as stored, when a pack has the one typed (in any case), without loading it.
    func storedShareCode(_ typed: String) async throws -> String {
        guard let code = ShareCode.normalized(typed), try await sharedQuery(code)?.count() ?? 0 > 0 else {
            throw PackError.shareCodeNotFound
        }
        return code
    }

    private func sharedQuery(_ typed: String) -> QueryBuilder<QuizPack>? {
        ShareCode.normalized(typed).map { QuizPack.query(on: database).filter(\.$shareCode == $0) }
    }

    /// Replaces a pack's title, level and questions (maker only). Plays of the old questions go:
    /// their outcomes would no longer match the questions. An edit ends an operator's approval and
    /// sends a quarantined pack back to the queue (`ReviewAfterEdit`).
    func update(_ id: UUID, with draft: PackDraft, by profile: Profile) async throws -> QuizPack {
        let pack = try await ownedModel(id, by: profile)
        let (title, questions) = try await checked(draft)
        pack.title = title
        pack.level = draft.level
        pack.speedScoring = draft.speedScoring ?? pack.speedScoring
        pack.kind = draft.kind ?? .poster
        try await database.writeTransaction { transaction in
            try await pack.save(on: transaction)
            try await Self.replaceQuestions(of: pack, with: questions, on: transaction)
            try await ReviewAfterEdit.apply(to: ReportSubject(kind: .pack, id: id), on: transaction)
        }
        return pack
    }

    /// Any pack, to read only (`PackRow`); 404 when it does not exist.
    func find(_ id: UUID) async throws -> QuizPack {
        guard let row = try await PackRow.read(id, on: database.sql) else { throw PackError.notFound }
        return row.pack()
    }

    /// Whether a reader is offered 신고 for a pack: someone else's, made by a player (a starter or a
    /// drawn game is not), and not under review or approved since its last edit.
    static func offersReport(origin: PackOrigin, review: ReviewState, mine: Bool) -> Bool {
        !mine && origin == .user && review == .none
    }

    /// `offersReport` for a pack by its id (a room's, on a phone); false for no such pack.
    func offersReport(_ id: UUID, to viewer: UUID?) async throws -> Bool {
        guard let row = try await PackRow.read(id, on: database.sql) else { return false }
        return Self.offersReport(origin: row.origin, review: row.review, mine: row.maker_id == viewer)
    }

    /// A pack `viewer` may play or host; 404 for one a report or an operator holds back from them.
    func playable(_ id: UUID, by viewer: UUID?) async throws -> QuizPack {
        guard let row = try await PackRow.read(id, on: database.sql),
            row.review.allowsPlay(by: viewer, maker: row.maker_id)
        else { throw PackError.notFound }
        return row.pack()
    }

    /// Encore's starter packs as the quiz tab's first row shows them, by title: plain rows (loading
    /// every starter's questions as models to count them was most of the tab's time).
    /// Read at the list's `version` (`list(page:)` tells it), kept under it when `listings` is given.
    func starters(listedAt version: Int64?) async throws -> [StarterRow] {
        if let version, let kept = listings?.starters[version] { return kept }
        let rows = try await database.sql.raw(
            """
            SELECT p.id, p.title, p.level,
                   (SELECT COUNT(*) FROM quiz_questions q WHERE q.pack_id = p.id) AS question_count
            FROM quiz_packs p WHERE p.starter_key IS NOT NULL ORDER BY p.title
            """
        ).all(decoding: StarterRow.self)
        if let version { listings?.starters.keep(rows, for: version) }
        return rows
    }

    struct StarterRow: Decodable, Sendable {
        let id: UUID
        let title: String
        let level: QuizLevel
        let question_count: Int
    }

    /// What a host may play next in a room (다시 하기 with another pack): Encore's starter packs
    /// and the host's own, by title; plain rows (sixty packs decoded as models were a tenth of the
    /// host's page).
    func roomChoices(for host: UUID, limit: Int = 60) async throws -> [RoomChoice] {
        try await database.sql.raw(
            """
            SELECT id, title FROM quiz_packs WHERE maker_id = \(bind: host) OR starter_key IS NOT NULL
            ORDER BY title LIMIT \(bind: limit)
            """
        ).all(decoding: RoomChoice.self)
    }

    struct RoomChoice: Decodable, Sendable {
        let id: UUID
        let title: String
    }

    /// Reads the pack's questions into it, in position order, from the kept ones when they are still its
    /// questions (decoding ten questions as models was a quarter of the editor's draft request).
    func loadQuestions(of pack: QuizPack) async throws {
        pack.$questions.value = try await questions.questions(of: try pack.requireID(), on: database)
    }

    /// The pack, to read only, if `profile` made it: 404 when it does not exist, 403 when it is
    /// someone else's.
    func owned(_ id: UUID, by profile: Profile) async throws -> QuizPack {
        try mine(try await find(id), profile)
    }

    /// The same as a model to change.
    private func ownedModel(_ id: UUID, by profile: Profile) async throws -> QuizPack {
        guard let pack = try await QuizPack.find(id, on: database) else { throw PackError.notFound }
        return try mine(pack, profile)
    }

    private func mine(_ pack: QuizPack, _ profile: Profile) throws -> QuizPack {
        guard pack.$maker.id == profile.id else { throw PackError.notYours }
        return pack
    }

    private func checked(_ draft: PackDraft) async throws -> (String, [QuizQuestion]) {
        let title = draft.title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw FieldProblem("title", "quiz.pack.titleRequired") }
        try StorableText.check(title, field: "title")
        guard Self.titleLength.contains(TextLength.of(title)) else {
            throw FieldProblem("title", "quiz.pack.titleTooLong", ["40"])
        }
        if WordFilter.builtIn.refuses(title) { throw FieldProblem("title", "words.refused.title") }
        try await OperatorWords(database: database).check(title, field: "title", key: "words.refused.title")
        guard Self.questionCount.contains(draft.questions.count) else {
            throw FieldProblem("questions", "quiz.pack.questionCount", ["\(Self.questionCount.upperBound)"])
        }
        var questions: [QuizQuestion] = []
        for (index, draftQuestion) in draft.questions.enumerated() {
            questions.append(
                try await question(draftQuestion, at: index, level: draft.level, kind: draft.kind ?? .poster))
        }
        return (title, questions)
    }

    /// Stores a new pack under a fresh random share code, with its questions (inside a transaction).
    static func insert(_ pack: QuizPack, with questions: [QuizQuestion], on database: any Database) async throws {
        var code = ShareCode.random()
        // A clash is one in billions; the unique index would catch one that slipped between check and insert.
        while try await QuizPack.query(on: database).filter(\.$shareCode == code).count() > 0 {
            code = ShareCode.random()
        }
        pack.shareCode = code
        try await pack.create(on: database)
        try await add(questions, to: pack, on: database)
    }

    /// New questions for a saved pack. Its plays go: their outcomes would no longer match the questions.
    static func replaceQuestions(of pack: QuizPack, with questions: [QuizQuestion], on database: any Database)
        async throws
    {
        let id = try pack.requireID()
        try await QuizPlay.query(on: database).filter(\.$pack.$id == id).delete()
        try await QuizQuestion.query(on: database).filter(\.$pack.$id == id).delete()
        try await add(questions, to: pack, on: database)
    }

    private static func add(_ questions: [QuizQuestion], to pack: QuizPack, on database: any Database) async throws {
        for question in questions {
            question.$pack.id = try pack.requireID()
            try await question.create(on: database)
        }
    }

    /// Only the maker may delete a pack; questions go with it.
    func delete(_ id: UUID, by profile: Profile) async throws {
        try await ownedModel(id, by: profile).delete(on: database)
    }

    /// Deletes any pack, as an operator's decision does (questions, plays and scores go with it).
    func remove(_ id: UUID) async throws {
        try await QuizPack.query(on: database).filter(\.$id == id).delete()
    }
}
