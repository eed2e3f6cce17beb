import Fluent
import Foundation

/// Checking one question of a draft: titles, extra answers, areas, poster and card details.
extension PackService {
    func question(_ draft: QuestionDraft, at index: Int, level: QuizLevel, kind: QuizKind = .poster) async throws
        -> QuizQuestion
    {
        let field = "questions[\(index)]"
        try StorableText.check(draft.title, field: "\(field).title")
        try StorableText.check(draft.extraAnswers ?? [], field: "\(field).extraAnswers")
        try StorableText.check(
            [draft.originalTitle, draft.overview, draft.releaseDate].compactMap { $0 }, field: field)
        let title = draft.title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty, TextLength.of(title) <= Self.maxAnswerLength else {
            throw FieldProblem("\(field).title", "quiz.question.titleRequired")
        }
        let extras = (draft.extraAnswers ?? []).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter {
            !$0.isEmpty
        }
        guard extras.count <= Self.maxExtraAnswers, extras.allSatisfy({ TextLength.of($0) <= Self.maxAnswerLength })
        else {
            throw FieldProblem("\(field).extraAnswers", "quiz.question.tooManyAnswers", ["\(Self.maxExtraAnswers)"])
        }
        let original = draft.originalTitle?.trimmingCharacters(in: .whitespacesAndNewlines)
        guard AnswerJudge(title: title, originalTitle: original, extraAnswers: extras).isAnswerable else {
            throw FieldProblem("\(field).extraAnswers", "quiz.question.unanswerable")
        }
        if kind == .poster {
            do {
                try AreaSelection(level: level, areas: draft.areas).validateComplete()
            } catch {
                throw FieldProblem("\(field).areas", error.messageKey, error.arguments)
            }
        } else if !draft.areas.isEmpty {
            // A 초성 question shows no poster, so an area would be kept for nothing (the document says none).
            throw FieldProblem("\(field).areas", "quiz.question.chosungTakesNoAreas")
        } else if !TitleClue.hidesSomething(title) {
            // Nothing would be hidden: the question would show its own answer.
            throw FieldProblem("\(field).title", "quiz.question.clueShowsAll")
        }
        let question = QuizQuestion()
        question.position = index
        question.title = title
        question.originalTitle = original?.isEmpty == false ? original : nil
        question.releaseYear = draft.year.flatMap { (1880...2100).contains($0) ? $0 : nil }
        question.tmdbID = draft.tmdbID
        question.poster =
            kind == .poster ? try await posterSource(draft.poster, field: "\(field).poster").pathComponent : ""
        question.areas = kind == .poster ? draft.areas : []
        question.extraAnswers = extras
        question.releaseDate = draft.releaseDate.flatMap(Self.releaseDate)
        if let movie = catalog?.match(title: title, originalTitle: original, year: question.releaseYear) {
            question.takeHints(from: movie)
        }
        question.overview = draft.overview.map {
            String($0.trimmingCharacters(in: .whitespacesAndNewlines).prefix(Self.maxOverviewLength))
        }
        .flatMap { $0.isEmpty ? nil : $0 }
        return question
    }

    private func posterSource(_ choice: PosterChoice, field: String) async throws -> ImageSource {
        if let hash = choice.upload, choice.tmdbPath == nil {
            guard try await ImageUpload.find(hash, on: database) != nil else {
                throw FieldProblem(field, "quiz.question.posterMissing")
            }
            return .upload(hash: hash)
        }
        if let path = choice.tmdbPath, choice.upload == nil, Self.isTMDBPosterPath(path),
            let source = tmdb.posterSource(path, size: await movieSearch.posterSize(now: clock.now()))
        {
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
        guard text.count == 10, let date = formatter.date(from: text), formatter.string(from: date) == text else {
            return nil
        }
        return text
    }

    /// TMDB file paths look like `/kqjL17yufvn9OVLyXYpvtyrFfak.jpg`; anything else is refused.
    static func isTMDBPosterPath(_ path: String) -> Bool {
        let name = path.dropFirst()
        guard path.hasPrefix("/"), (5...80).contains(name.count), name.hasSuffix(".jpg") || name.hasSuffix(".png")
        else { return false }
        return name.dropLast(4).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
    }
}
