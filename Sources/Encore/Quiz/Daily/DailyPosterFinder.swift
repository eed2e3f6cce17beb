import Foundation
import Logging

/// A poster for a day's film, found on TMDB by its Korean title and checked against the catalog
/// (same film, same year), textless when TMDB has one: a printed title would give the answer away.
/// Nil without a key, when TMDB fails or knows no poster: the day is then a 초성 puzzle.
struct DailyPosterFinder: Sendable {
    let movies: any MovieSearch
    let tmdb: Settings.TMDBUpstream
    let catalog: MovieCatalog
    let logger: Logger

    func poster(for movie: MovieCatalog.Movie, now: Date) async -> String? {
        guard tmdb.isConfigured else { return nil }
        do {
            let results = try await movies.search(movie.titleKo, language: .ko, page: 1)
            guard
                let found = results.movies.first(where: {
                    catalog.match(title: $0.title, originalTitle: $0.originalTitle, year: $0.year)?.id == movie.id
                })
            else { return nil }
            let textless = try? await movies.posters(movieID: found.id).first { $0.language == nil }?.filePath
            let size = await movies.posterSize(now: now)
            guard
                let path = [textless, found.posterPath].compactMap({ $0 }).first(where: PackService.isTMDBPosterPath),
                let source = tmdb.posterSource(path, size: size)
            else { return nil }
            return source.pathComponent
        } catch {
            logger.warning("Daily puzzle: no poster for \(movie.id) from TMDB (\(error)); it is a 초성 puzzle")
            return nil
        }
    }
}
