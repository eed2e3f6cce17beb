import Fluent
import Foundation
import Vapor

/// Creating, listing and deleting packs, with every rule of the editor checked on the server.
struct PackService {
    static let titleLength = 1...40
    static let questionCount = 1...20
    static let maxExtraAnswers = 10
    static let maxAnswerLength = 100
    static let maxOverviewLength = 1_000

    let database: any Database
    let clock: AppClock
    let tmdb: Settings.TMDBUpstream

    func create(_ draft: PackDraft, by maker: Profile) async throws -> QuizPack {
        let title = draft.title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw FieldProblem("title", "quiz.pack.titleRequired") }
        guard Self.titleLength.contains(title.count) else { throw FieldProblem("title", "quiz.pack.titleTooLong", ["40"]) }
        guard Self.questionCount.contains(draft.questions.count) else {
            throw FieldProblem("questions", "quiz.pack.questionCount", ["\(Self.questionCount.upperBound)"])
        }
        var questions: [QuizQuestion] = []
        for (index, draftQuestion) in draft.questions.enumerated() {
            questions.append(try await question(draftQuestion, at: index, level: draft.level))
        }
        let pack = QuizPack(title: title, level: draft.level, makerID: try maker.requireID(), createdAt: clock.now())
        let checked = questions
        try await database.transaction { transaction in
            try await pack.create(on: transaction)
            for question in checked {
                question.$pack.id = try pack.requireID()
                try await question.create(on: transaction)
            }
        }
        return pack
    }

    /// Newest first, with makers and questions (in order) loaded.
    func list(limit: Int = 50) async throws -> [QuizPack] {
        try await QuizPack.query(on: database)
            .with(\.$maker)
            .with(\.$questions)
            .sort(\.$createdAt, .descending)
            .limit(limit)
            .all()
    }

    /// Only the maker may delete a pack; questions go with it.
    func delete(_ id: UUID, by profile: Profile) async throws {
        guard let pack = try await QuizPack.find(id, on: database) else { throw UserFacingError(.notFound, "quiz.pack.notFound") }
        guard pack.$maker.id == profile.id else { throw UserFacingError(.forbidden, "quiz.pack.notYours") }
        try await pack.delete(on: database)
    }

    private func question(_ draft: QuestionDraft, at index: Int, level: QuizLevel) async throws -> QuizQuestion {
        let field = "questions[\(index)]"
        let title = draft.title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty, title.count <= Self.maxAnswerLength else { throw FieldProblem("\(field).title", "quiz.question.titleRequired") }
        let extras = (draft.extraAnswers ?? []).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        guard extras.count <= Self.maxExtraAnswers, extras.allSatisfy({ $0.count <= Self.maxAnswerLength }) else {
            throw FieldProblem("\(field).extraAnswers", "quiz.question.tooManyAnswers", ["\(Self.maxExtraAnswers)"])
        }
        let original = draft.originalTitle?.trimmingCharacters(in: .whitespacesAndNewlines)
        guard AnswerJudge(title: title, originalTitle: original, extraAnswers: extras).isAnswerable else {
            throw FieldProblem("\(field).extraAnswers", "quiz.question.unanswerable")
        }
        do {
            try AreaSelection(level: level, areas: draft.areas).validateComplete()
        } catch {
            throw FieldProblem("\(field).areas", error.messageKey, error.arguments)
        }
        let question = QuizQuestion()
        question.position = index
        question.title = title
        question.originalTitle = original?.isEmpty == false ? original : nil
        question.releaseYear = draft.year.flatMap { (1880...2100).contains($0) ? $0 : nil }
        question.tmdbID = draft.tmdbID
        question.poster = try await posterSource(draft.poster, field: "\(field).poster").pathComponent
        question.areas = draft.areas
        question.extraAnswers = extras
        question.releaseDate = draft.releaseDate.flatMap(Self.releaseDate)
        question.overview = draft.overview.map { String($0.trimmingCharacters(in: .whitespacesAndNewlines).prefix(Self.maxOverviewLength)) }
            .flatMap { $0.isEmpty ? nil : $0 }
        return question
    }

    private func posterSource(_ choice: PosterChoice, field: String) async throws -> ImageSource {
        if let hash = choice.upload, choice.tmdbPath == nil {
            guard try await ImageUpload.find(hash, on: database) != nil else { throw FieldProblem(field, "quiz.question.posterMissing") }
            return .upload(hash: hash)
        }
        if let path = choice.tmdbPath, choice.upload == nil, Self.isTMDBPosterPath(path),
           let source = tmdb.posterSource(path) {
            return source
        }
        throw FieldProblem(field, "quiz.question.posterMissing")
    }

    /// A real calendar date written `YYYY-MM-DD`, or nil (TMDB sends "" for unknown dates).
    static func releaseDate(_ text: String) -> String? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        guard text.count == 10, let date = formatter.date(from: text), formatter.string(from: date) == text else { return nil }
        return text
    }

    /// TMDB file paths look like `/kqjL17yufvn9OVLyXYpvtyrFfak.jpg`; anything else is refused.
    static func isTMDBPosterPath(_ path: String) -> Bool {
        let name = path.dropFirst()
        guard path.hasPrefix("/"), (5...80).contains(name.count), name.hasSuffix(".jpg") || name.hasSuffix(".png") else { return false }
        return name.dropLast(4).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
    }
}

extension Request {
    var packs: PackService {
        PackService(database: db, clock: encore.clock, tmdb: encore.settings.tmdb)
    }
}
