import Synchronization

/// The idol home's rows and hero choices, read from the database once per process. They change only
/// with `Resources/Data/idols.json`, which is copied in before the first idol page; decoding all
/// 49 groups through Fluent's reflection on every visit took a third of /idols' CPU.
final class IdolDirectoryCache: Sendable {
    struct Hero: Sendable {
        let group: IdolGroupSummary
        let songTitle: String?
    }

    private let state = Mutex<(periods: [IdolPeriodRow]?, heroes: [Hero]?, search: IdolSearch.Index?)>((nil, nil, nil))
    /// The birthdays of one day (Korea time); a new day reads them again.
    private let birthdayState = Mutex<(day: Day, birthdays: IdolBirthdays)?>(nil)

    func birthdays(on day: Day, _ load: () async throws -> IdolBirthdays) async throws -> IdolBirthdays {
        if let cached = birthdayState.withLock({ $0 }), cached.day == day { return cached.birthdays }
        let loaded = try await load()
        birthdayState.withLock { $0 = (day, loaded) }
        return loaded
    }

    func periods(_ load: () async throws -> [IdolPeriodRow]) async throws -> [IdolPeriodRow] {
        if let cached = state.withLock({ $0.periods }) { return cached }
        let loaded = try await load()
        state.withLock { $0.periods = loaded }
        return loaded
    }

    func searchIndex(_ load: () async throws -> IdolSearch.Index) async throws -> IdolSearch.Index {
        if let cached = state.withLock({ $0.search }) { return cached }
        let loaded = try await load()
        state.withLock { $0.search = loaded }
        return loaded
    }

    func heroes(_ load: () async throws -> [Hero]) async throws -> [Hero] {
        if let cached = state.withLock({ $0.heroes }) { return cached }
        let loaded = try await load()
        state.withLock { $0.heroes = loaded }
        return loaded
    }
}
