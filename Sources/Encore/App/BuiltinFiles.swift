import Foundation
import NIOCore

/// The built-in files under Resources/ that every app reads at start-up: the film catalog (and the
/// films a 오늘의 퀴즈 can ask), the strings, the OpenAPI document and the quiz starter packs. Read and
/// checked once per process and folder, so the apps a test run builds (one per test, each through
/// `configure`) share them as `main`'s one app does; before, reading them again was about 40% of a
/// short test's time. A file that breaks a rule is not kept: the next app reports it again.
struct BuiltinFiles: Sendable {
    let catalog: MovieCatalog
    let dailyFilms: [MovieCatalog.Movie]
    let strings: StringCatalog
    let openAPIDocument: ByteBuffer
    let quizStarters: QuizStarterCatalog

    static func load(from resources: String) throws -> BuiltinFiles {
        try loaded.value(for: resources) {
            let catalog = try MovieCatalog.load(from: resources + "Data/movies.json")
            return BuiltinFiles(
                catalog: catalog,
                dailyFilms: DailySchedule.eligible(in: catalog),
                strings: try StringCatalog.load(from: resources + "Strings"),
                openAPIDocument: try OpenAPIDocument.load(from: resources + "OpenAPI", errorCodes: ErrorCatalogs.book),
                quizStarters: try QuizStarterCatalog.load(
                    from: resources + "Data/quiz-starters.json", catalog: catalog))
        }
    }

    private static let loaded = KeptTable<String, BuiltinFiles>(capacity: 4)
}
