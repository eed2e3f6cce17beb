import Vapor

/// The idol section's services for one request (see `QuizFactory`).
struct IdolFactory: Sendable {
    let app: Application
    private var encore: EncoreServices { app.encore }

    /// The idol queries; the first of the process copies the data file into the database.
    func directory(_ request: Request) throws -> IdolDirectory {
        let db = try request.database
        return IdolDirectory(
            database: db, today: Day(koreaTimeOf: encore.clock.now()), cache: encore.caches.idolDirectory,
            random: encore.random,
            ready: { [sync = encore.coordination.idolSync, catalog = encore.data.idolCatalog, db] in
                try await sync.run { try await IdolSync.run(catalog, on: db) }
            })
    }

    func favourites(_ request: Request) throws -> IdolFavouriteService {
        IdolFavouriteService(directory: try directory(request), now: encore.clock.now())
    }
}
