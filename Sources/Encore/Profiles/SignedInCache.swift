import Foundation
import NIOConcurrencyHelpers

/// Signed-in sessions as last read, so a signed-in request need not ask the database (that read
/// was about half of a signed-in landing page's CPU), and each profile's 오늘의 퀴즈 card, for the
/// same reason on home and the quiz tab.
///
/// Correct across instances because every write to a session, a profile or a profile's daily
/// plays goes through `write`, which sends `NOTIFY encore_sessions` with the profile's id in the
/// write's own transaction, and forgets the profile's entries here once it committed; every other
/// instance forgets them when its `NotificationListener` hears the notice. So entries are kept
/// only while notices can be heard: on SQLite always (one instance); on PostgreSQL while this
/// instance's listener listens, everything dropped whenever it stops. An entry read before a
/// change and kept after its notice would be stale: `generation` refuses it. And an entry lives
/// at most `maximumAge`, so a notice lost in a way nobody noticed costs that long at most.
final class SignedInCache: Sendable {
    static let channel = "encore_sessions"
    static let maximumAge: Duration = .seconds(30)
    /// A new entry past this many starts the table again (an entry is about 1 KB).
    static let capacity = 20_000

    private struct Entry {
        let row: SignedInRow
        let keptAt: ContinuousClock.Instant
    }

    /// A profile's 오늘의 퀴즈 card as last read for day `number` (home and the quiz tab show it on
    /// every visit); its plays are written through `write` too.
    struct DailyCardState: Sendable {
        let number: Int
        let standing: DailyArchive.Standing?
        let streak: Int?
    }

    private struct KeptCard {
        let card: DailyCardState
        let keptAt: ContinuousClock.Instant
    }

    private struct State {
        var hearsNotices: Bool
        /// Raised by every change and every start or stop of listening.
        var generation: UInt64 = 0
        var entries: [String: Entry] = [:]
        var tokensByProfile: [UUID: Set<String>] = [:]
        var cards: [UUID: KeptCard] = [:]
        var listenerClaimed = false
    }

    private let state: NIOLockedValueBox<State>
    /// Signalled after every change and every start or stop of listening, for whoever must wait
    /// for a notice to arrive (tests of two instances).
    let changes = ChangeSignal()

    /// `hearsNotices`: true on SQLite, where this process is the only writer; on PostgreSQL it
    /// starts false and follows the listener (`listening(_:)`).
    init(hearsNotices: Bool) {
        state = NIOLockedValueBox(State(hearsNotices: hearsNotices))
    }

    /// The row kept for this session's token hash, if it is fresh enough.
    func row(for tokenHash: String) -> SignedInRow? {
        state.withLockedValue { state in
            guard let entry = state.entries[tokenHash] else { return nil }
            guard entry.keptAt.duration(to: .now) < Self.maximumAge else { return nil }
            return entry.row
        }
    }

    /// Taken before reading a row from the database and given back to `keep`; nil while no notice
    /// can be heard (nothing may be kept).
    func generation() -> UInt64? {
        state.withLockedValue { $0.hearsNotices ? $0.generation : nil }
    }

    /// Keeps `row`, read after `generation` was taken, unless something changed since.
    func keep(_ row: SignedInRow, for tokenHash: String, readAt generation: UInt64) {
        state.withLockedValue { state in
            guard state.hearsNotices, state.generation == generation else { return }
            if state.entries.count >= Self.capacity, state.entries[tokenHash] == nil {
                state.entries.removeAll()
                state.tokensByProfile.removeAll()
            }
            state.entries[tokenHash] = Entry(row: row, keptAt: .now)
            state.tokensByProfile[row.id, default: []].insert(tokenHash)
        }
    }

    /// The daily card kept for `profile` on day `number`, if it is fresh enough.
    func dailyCard(of profile: UUID, day number: Int) -> DailyCardState? {
        state.withLockedValue { state in
            guard let kept = state.cards[profile], kept.card.number == number else { return nil }
            guard kept.keptAt.duration(to: .now) < Self.maximumAge else { return nil }
            return kept.card
        }
    }

    /// Keeps `card`, read after `generation` was taken, unless something changed since.
    func keep(_ card: DailyCardState, of profile: UUID, readAt generation: UInt64) {
        state.withLockedValue { state in
            guard state.hearsNotices, state.generation == generation else { return }
            if state.cards.count >= Self.capacity, state.cards[profile] == nil { state.cards.removeAll() }
            state.cards[profile] = KeptCard(card: card, keptAt: .now)
        }
    }

    /// Forgets every session of `profile` (a notice, or this instance's own committed change).
    func forget(_ profile: UUID) {
        state.withLockedValue { state in
            state.generation &+= 1
            for token in state.tokensByProfile.removeValue(forKey: profile) ?? [] {
                state.entries.removeValue(forKey: token)
            }
            state.cards.removeValue(forKey: profile)
        }
        changes.signal()
    }

    /// The listener started (true) or stopped (false) hearing notices: either way what is kept may
    /// have missed one.
    func listening(_ listening: Bool) {
        state.withLockedValue { state in
            state.generation &+= 1
            state.hearsNotices = listening
            state.entries.removeAll()
            state.tokensByProfile.removeAll()
            state.cards.removeAll()
        }
        changes.signal()
    }

    /// True once, to the first caller on an instance that needs a listener started.
    func claimListenerStart() -> Bool {
        state.withLockedValue { state in
            guard !state.hearsNotices, !state.listenerClaimed else { return false }
            state.listenerClaimed = true
            return true
        }
    }

    /// What this cache does with `NOTIFY encore_sessions`: a notice names the profile that changed.
    var notices: NotificationListener.Subscriber {
        NotificationListener.Subscriber(
            channel: Self.channel, listening: { self.listening($0) },
            heard: { payload in if let profile = UUID(uuidString: payload) { self.forget(profile) } })
    }

    /// Runs `body`, a write to `profile`'s row or sessions, in a transaction that also tells every
    /// instance (the notice goes out when and only when it commits), then forgets here.
    func write<T: Sendable>(
        _ profile: UUID, on database: EncoreDatabase,
        _ body: @escaping @Sendable (EncoreDatabase) async throws -> T
    ) async throws -> T {
        defer { forget(profile) }
        return try await database.writeTransaction { transaction in
            let result = try await body(transaction)
            try await transaction.notify(Self.channel, profile.uuidString)
            return result
        }
    }
}
