import Fluent
import Foundation

/// Quick 초성 games: questions drawn from the catalog by level, or taken from any pack, stored as a
/// pack made by Encore that the pack list leaves out (plays need a pack; this one can be shared).
struct ChosungDraw {
    let database: EncoreDatabase
    let clock: AppClock
    let catalog: MovieCatalog
    let quickGame: QuizStarters.QuickGame
    var random: RandomSource = .system

    /// 초보 draws from the best-known films of the title language (famous Korean films for Korean
    /// titles); 중수 from all films made in that language's world (Korean films, or the rest); 고수
    /// from the whole catalog.
    ///
    /// A clue another film shares is fair (both count, `SameClue`), but only kept when the year
    /// hint tells the films apart: two films of one year with one clue are left out.
    func pool(level: QuizLevel, language: Language) -> [MovieCatalog.Movie] {
        let clue = { (movie: MovieCatalog.Movie) in TitleClue.text(for: CatalogQuestion.title(of: movie, in: language))
        }
        let yearsByClue = Dictionary(grouping: catalog.movies, by: clue).mapValues { $0.map(\.year) }
        let askable = catalog.movies.filter { movie in
            TitleClue.hidesSomething(CatalogQuestion.title(of: movie, in: language))
                && yearsByClue[clue(movie), default: []].filter { $0 == movie.year }.count == 1
        }
        switch level {
        case .beginner:
            let famous = Set(quickGame.famous[language.rawValue] ?? [])
            return askable.filter { famous.contains($0.id) }
        case .intermediate:
            return askable.filter { TitleClue.hasHangul($0.titleOriginal) == (language == .ko) }
        case .expert:
            return askable
        }
    }

    func fromCatalog(level: QuizLevel, language: Language, title: String) async throws -> QuizPack {
        var generator = random.generator()
        let movies = pool(level: level, language: language).shuffled(using: &generator).prefix(quickGame.questionCount)
        let questions = movies.enumerated().map { CatalogQuestion.make($0.element, in: language, position: $0.offset) }
        return try await store(title: title, level: level, questions: questions)
    }

    /// Any pack's questions asked as 초성 (those whose title would not give itself away).
    func fromPack(_ id: UUID, title: (String) -> String) async throws -> QuizPack {
        guard let source = try await QuizPack.query(on: database).filter(\.$id == id).with(\.$questions).first() else {
            throw PackError.notFound
        }
        guard source.kind == .poster else { throw QuickGameError.alreadyChosung }
        let questions = source.questions.sorted { $0.position < $1.position }
            .filter { TitleClue.hidesSomething($0.title) }
            .enumerated().map { Self.copy($0.element, position: $0.offset) }
        return try await store(
            title: String(title(source.title).prefix(PackService.titleLength.upperBound)), level: source.level,
            questions: questions)
    }

    private func store(title: String, level: QuizLevel, questions: [QuizQuestion]) async throws -> QuizPack {
        guard !questions.isEmpty else { throw QuickGameError.nothingToAsk }
        let now = clock.now()
        // Outside the transaction: on PostgreSQL a failed insert there would abort it.
        let maker = try await EncoreProfile.ensure(on: database, now: now)
        return try await database.writeTransaction { database in
            let pack = QuizPack(title: title, level: level, makerID: try maker.requireID(), createdAt: now)
            pack.kind = .chosung
            pack.origin = .drawn
            try await PackService.insert(pack, with: questions, on: database)
            pack.$maker.value = maker
            pack.$questions.value = questions
            return pack
        }
    }

    /// The question with its answers, hints and result card; the poster stays for the card shown
    /// after answering, and no areas are needed.
    private static func copy(_ question: QuizQuestion, position: Int) -> QuizQuestion {
        let copy = QuizQuestion()
        copy.position = position
        copy.title = question.title
        copy.originalTitle = question.originalTitle
        copy.extraAnswers = question.extraAnswers
        copy.releaseYear = question.releaseYear
        copy.tmdbID = question.tmdbID
        copy.poster = question.poster
        copy.areas = []
        copy.releaseDate = question.releaseDate
        copy.overview = question.overview
        copy.genres = question.genres
        copy.directors = question.directors
        copy.directorsEnglish = question.directorsEnglish
        return copy
    }
}
