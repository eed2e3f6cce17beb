import Synchronization

/// The idol home's rows and hero choices, read from the database once per process. They change only
/// with `Resources/Data/idols.json`, which is copied in before the first idol page; decoding all
/// 49 groups through Fluent's reflection on every visit took a third of /idols' CPU.
final class IdolDirectoryCache: Sendable {
    struct Hero: Sendable {
        let group: IdolGroupSummary
        let songTitle: String?
    }

    private let state = Mutex<(periods: [IdolPeriodRow]?, heroes: [Hero]?)>((nil, nil))

    func periods(_ load: () async throws -> [IdolPeriodRow]) async throws -> [IdolPeriodRow] {
        if let cached = state.withLock({ $0.periods }) { return cached }
        let loaded = try await load()
        state.withLock { $0.periods = loaded }
        return loaded
    }

    func heroes(_ load: () async throws -> [Hero]) async throws -> [Hero] {
        if let cached = state.withLock({ $0.heroes }) { return cached }
        let loaded = try await load()
        state.withLock { $0.heroes = loaded }
        return loaded
    }
}
