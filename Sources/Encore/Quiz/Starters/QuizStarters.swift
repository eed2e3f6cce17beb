import Foundation

/// `Resources/Data/quiz-starters.json`: the packs Encore makes itself and the film lists of the
/// quick 초성 game. Every movie is a catalog id, so titles, years, directors and genres come from
/// the catalog's checked facts; poster packs add TMDB ids and the areas we chose.
struct QuizStarters: Codable, Sendable {
    struct ChosungPack: Codable, Sendable {
        let key: String
        let title: String
        let level: QuizLevel
        /// Which titles the questions show: Korean (초성) or English (initials).
        let language: Language
        let movies: [String]
    }

    struct PosterPack: Codable, Sendable {
        struct Question: Codable, Sendable {
            let movie: String
            let tmdbId: Int
            let areas: [QuizArea]
        }

        let key: String
        let title: String
        let level: QuizLevel
        let questions: [Question]
    }

    struct QuickGame: Codable, Sendable {
        let questionCount: Int
        /// The best-known films per title language, drawn from at 초보.
        let famous: [String: [String]]
    }

    let chosungPacks: [ChosungPack]
    let posterPacks: [PosterPack]
    let quickGame: QuickGame
}

/// The starter file, read and checked against the catalog once at start-up: a file that breaks a
/// rule stops start-up with the rules it breaks.
struct QuizStarterCatalog: Sendable {
    let starters: QuizStarters
    /// SHA-256 of the file and the catalog: the database is updated only when either changes.
    let digest: String

    static func load(from path: String, catalog: MovieCatalog) throws -> QuizStarterCatalog {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let starters = try JSONDecoder().decode(QuizStarters.self, from: bytes)
        let problems = QuizStarterRules(catalog: catalog).problems(in: starters)
        guard problems.isEmpty else { throw InvalidBuiltinData(path: path, problems: problems) }
        // The catalog supplies the questions' titles and hints, so a fix there updates the packs too.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return QuizStarterCatalog(starters: starters, digest: Hex.sha256(bytes + (try encoder.encode(catalog.movies))))
    }
}
