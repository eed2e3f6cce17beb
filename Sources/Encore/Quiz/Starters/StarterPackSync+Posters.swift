import Fluent
import Foundation
import Logging

/// The poster starter packs: TMDB ids and our areas in the file, the posters from TMDB. Each id is
/// checked against the catalog film it claims to be (original title and year), so a wrong id in the
/// file drops its question instead of asking about another film.
extension StarterPackSync {
    static func syncPosters(
        _ file: QuizStarterCatalog, catalog: MovieCatalog, movies: any MovieSearch, tmdb: Settings.TMDBUpstream,
        on database: EncoreDatabase, now: Date, logger: Logger
    ) async throws {
        guard tmdb.isConfigured else { return }
        if try await BuiltinDataVersion.isCurrent(posterDataName, digest: file.digest, on: database) { return }
        let existing = try await QuizPack.query(on: database).filter(\.$origin == .starter).filter(\.$kind == .poster)
            .with(\.$questions).all()
        let size = await movies.posterSize(now: now)
        var packs: [Built] = []
        for entry in file.starters.posterPacks {
            if let current = existing.first(where: { $0.starterKey == entry.key }), sameChoices(current, entry) {
                packs.append(
                    Built(
                        key: entry.key, title: entry.title, level: entry.level, kind: .poster,
                        questions: current.questions.sorted { $0.position < $1.position }))
                continue
            }
            var questions: [QuizQuestion] = []
            for choice in entry.questions {
                try Task.checkCancellation()
                guard
                    let question = try await question(
                        choice, position: questions.count, catalog: catalog, movies: movies, tmdb: tmdb, size: size)
                else {
                    logger.warning(
                        "Starter pack \(entry.key): TMDB movie \(choice.tmdbId) is not \(choice.movie) or has no poster; left out"
                    )
                    continue
                }
                questions.append(question)
            }
            packs.append(
                Built(key: entry.key, title: entry.title, level: entry.level, kind: .poster, questions: questions))
        }
        try await store(packs, kind: .poster, dataName: posterDataName, digest: file.digest, on: database, now: now)
    }

    /// Whether a stored pack already asks the file's movies with the file's areas, in order.
    private static func sameChoices(_ pack: QuizPack, _ entry: QuizStarters.PosterPack) -> Bool {
        let stored = pack.questions.sorted { $0.position < $1.position }
        return stored.map(\.tmdbID) == entry.questions.map(\.tmdbId)
            && stored.map(\.areas) == entry.questions.map(\.areas)
            && pack.title == entry.title && pack.level == entry.level
    }

    private static func question(
        _ choice: QuizStarters.PosterPack.Question, position: Int, catalog: MovieCatalog, movies: any MovieSearch,
        tmdb: Settings.TMDBUpstream, size: String
    ) async throws -> QuizQuestion? {
        let details: TMDBMovie
        do {
            details = try await movies.details(movieID: choice.tmdbId, language: .ko)
        } catch UpstreamError.notFound {
            return nil
        }
        guard let movie = catalog.movie(id: choice.movie),
            catalog.match(title: details.title, originalTitle: details.originalTitle, year: details.year)?.id
                == movie.id
        else { return nil }
        // A poster without text, when TMDB has one: our areas were not chosen around a printed title.
        let textless = try? await movies.posters(movieID: choice.tmdbId).first { $0.language == nil }?.filePath
        guard let path = [textless, details.posterPath].compactMap({ $0 }).first(where: PackService.isTMDBPosterPath),
            let source = tmdb.posterSource(path, size: size)
        else { return nil }
        let question = CatalogQuestion.make(movie, in: .ko, position: position)
        question.tmdbID = choice.tmdbId
        question.poster = source.pathComponent
        question.areas = choice.areas
        question.releaseDate = details.releaseDate.flatMap(PackService.releaseDate)
        question.overview = details.overview.map { String($0.prefix(PackService.maxOverviewLength)) }.flatMap {
            $0.isEmpty ? nil : $0
        }
        return question
    }
}
