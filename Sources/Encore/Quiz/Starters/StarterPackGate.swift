import Fluent
import Foundation
import Logging

/// Runs the starter sync once per process before the first pack list. The 초성 packs are awaited
/// (no network). The poster packs need TMDB, so they are fetched in the background and appear on a
/// later visit; after a failure (TMDB down, bad key) they are tried again ten minutes later.
actor StarterPackGate {
    static let posterRetryInterval = Duration.seconds(600)

    private let chosung = OnceTask()
    private var posters: Task<Bool, Never>?
    private var postersFailedAt: ContinuousClock.Instant?

    struct Inputs: Sendable {
        let file: QuizStarterCatalog
        let catalog: MovieCatalog
        let movies: any MovieSearch
        let tmdb: Settings.TMDBUpstream
        let database: EncoreDatabase
        let logger: Logger
        let now: Date
    }

    func ready(_ inputs: Inputs) async throws {
        try await chosungReady(inputs)
        startPostersIfDue(inputs)
    }

    /// Waits for the poster packs being fetched, if any (tests, and shutting down).
    func postersSettled() async {
        _ = await posters?.value
    }

    func shutdown() async {
        posters?.cancel()
        await postersSettled()
    }

    private func chosungReady(_ inputs: Inputs) async throws {
        try await chosung.run {
            do {
                try await StarterPackSync.syncChosung(
                    inputs.file, catalog: inputs.catalog, on: inputs.database, now: inputs.now)
            } catch {
                // Another instance may have stored the same packs at the same moment (the unique key
                // refused ours): once more finds them there.
                try await StarterPackSync.syncChosung(
                    inputs.file, catalog: inputs.catalog, on: inputs.database, now: inputs.now)
            }
        }
    }

    private func startPostersIfDue(_ inputs: Inputs) {
        guard inputs.tmdb.isConfigured,
            posters == nil || postersFailedAt.map({ ContinuousClock.now - $0 > Self.posterRetryInterval }) == true
        else { return }
        postersFailedAt = nil
        posters = Task {
            do {
                try await StarterPackSync.syncPosters(
                    inputs.file, catalog: inputs.catalog, movies: inputs.movies, tmdb: inputs.tmdb,
                    on: inputs.database, now: inputs.now, logger: inputs.logger)
                return true
            } catch {
                inputs.logger.warning("Starter poster packs not loaded yet: \(error)")
                self.postersFailed()
                return false
            }
        }
    }

    private func postersFailed() { postersFailedAt = ContinuousClock.now }
}
