import Synchronization

/// The idol home's rows, hero choices and search index, read from the database once per process. They change only
/// with `Resources/Data/idols.json`, which is copied in before the first idol page; decoding all
/// 49 groups through Fluent's reflection on every visit took a third of /idols' CPU.
final class IdolDirectoryCache: Sendable {
    struct Hero: Sendable {
        let group: IdolGroupSummary
        let songTitle: String?
    }

    private let keptPeriods = KeptValue<[IdolPeriodRow]>()
    private let keptPeriodsJSON = KeptValue<EncodedJSON>()
    private let keptHeroes = KeptValue<[Hero]>()
    private let keptSearch = KeptValue<IdolSearch.Index>()
    private let keptSnapshot = KeptValue<IdolSnapshot>()
    private let generationCount = Atomic<Int>(0)
    /// Group pages' details by reading of the data and group (a group page built its members'
    /// cards, dates and names on every visit: a sixth of its CPU).
    let groupDetails = KeptTable<GroupKey, IdolGroupDetail>(capacity: 500)

    struct GroupKey: Hashable, Sendable {
        let generation: Int
        let id: String
    }
    /// The birthdays of one day (Korea time); a new day reads them again.
    private let birthdayState = Mutex<(day: Day, birthdays: IdolBirthdays)?>(nil)

    func birthdays(on day: Day, _ load: () async throws -> IdolBirthdays) async throws -> IdolBirthdays {
        if let cached = birthdayState.withLock({ $0 }), cached.day == day { return cached.birthdays }
        let loaded = try await load()
        birthdayState.withLock { $0 = (day, loaded) }
        return loaded
    }

    func periods(_ load: () async throws -> [IdolPeriodRow]) async throws -> [IdolPeriodRow] {
        try await keptPeriods.get(load)
    }

    func periodsJSON(_ load: () async throws -> EncodedJSON) async throws -> EncodedJSON {
        try await keptPeriodsJSON.get(load)
    }

    func searchIndex(_ load: () async throws -> IdolSearch.Index) async throws -> IdolSearch.Index {
        try await keptSearch.get(load)
    }

    func snapshot(_ load: () async throws -> IdolSnapshot) async throws -> IdolSnapshot {
        try await keptSnapshot.get(load)
    }

    /// Drops everything read, for a data file copied into a running process (the tests do; a deploy
    /// restarts instead, and a new process reads the new rows).
    func forget() {
        generationCount.add(1, ordering: .relaxed)
        keptPeriods.forget()
        keptPeriodsJSON.forget()
        keptHeroes.forget()
        keptSearch.forget()
        keptSnapshot.forget()
        birthdayState.withLock { $0 = nil }
    }

    /// Which reading of the idol data this is: it changes only when `forget` drops what was read,
    /// so it names pieces rendered from that data (`Request.fragment(_:key:_:)`).
    var generation: Int { generationCount.load(ordering: .relaxed) }

    func heroes(_ load: () async throws -> [Hero]) async throws -> [Hero] { try await keptHeroes.get(load) }
}
