import Fluent
import Foundation
import SQLKit
import Vapor

/// One limit: at most `limit` events per key within `window` seconds (a fixed window that starts
/// with the key's first event).
struct RateLimit: Sendable {
    let name: String
    let limit: Int
    let window: TimeInterval
    /// False for a limit on one key that a load test from one address never nears (guesses at one
    /// nickname): `ENCORE_RATE_LIMIT_FACTOR` leaves it as it is.
    var scales = true

    /// What a refusal tells the client to wait, in whole seconds.
    var retryAfter: String { String(Int(window.rounded(.up))) }
}

/// Counts events in the database with one atomic upsert, so every instance behind a proxy shares
/// the same counts and parallel requests cannot slip past a limit between a read and a write.
struct RateLimits: Sendable {
    static let schema = "rate_limit_windows"
    /// Windows older than this are deleted, at most once an hour per process (`sweeper`).
    static let kept: TimeInterval = 2 * 24 * 3_600

    let database: EncoreDatabase
    let clock: AppClock
    let sweeper: HourlyGate
    let factor: Int

    /// Counts one event; false once the key has used the limit's allowance in its window.
    func allow(_ rule: RateLimit, key: String) async throws -> Bool {
        let rule = rule.scaled(by: factor)
        let sql = database.sql
        let now = clock.now().timeIntervalSince1970
        let bucket = rule.name + ":" + key
        let expired = now - rule.window
        let row = try await database.serializedWrite {
            try await sql.raw(
                """
                INSERT INTO \(ident: Self.schema) (bucket, window_start, hits) VALUES (\(bind: bucket), \(bind: now), 1)
                ON CONFLICT (bucket) DO UPDATE SET
                  hits = CASE WHEN \(ident: Self.schema).window_start <= \(bind: expired) THEN 1 ELSE \(ident: Self.schema).hits + 1 END,
                  window_start = CASE WHEN \(ident: Self.schema).window_start <= \(bind: expired) THEN \(bind: now) ELSE \(ident: Self.schema).window_start END
                RETURNING hits
                """
            ).first()
        }
        let hits = try row?.decode(column: "hits", as: Int.self) ?? 1
        if sweeper.isDue(now) {
            try await sql.raw(
                "DELETE FROM \(ident: Self.schema) WHERE window_start < \(bind: now - Self.kept)"
            ).run()
        }
        return hits <= rule.limit
    }

    /// Forgets the key's count (a right password after a wrong one).
    func forgive(_ rule: RateLimit, key: String) async throws {
        try await database.serializedWrite {
            try await database.sql.raw(
                "DELETE FROM \(ident: Self.schema) WHERE bucket = \(bind: rule.name + ":" + key)"
            ).run()
        }
    }

    /// Whether the key has used the limit's allowance in its current window, counting nothing.
    func isExhausted(_ rule: RateLimit, key: String) async throws -> Bool {
        let rule = rule.scaled(by: factor)
        let now = clock.now().timeIntervalSince1970
        let row = try await database.sql.raw(
            """
            SELECT hits FROM \(ident: Self.schema)
            WHERE bucket = \(bind: rule.name + ":" + key) AND window_start > \(bind: now - rule.window)
            """
        ).first()
        return try (row?.decode(column: "hits", as: Int.self) ?? 0) >= rule.limit
    }

    /// The same limits counted through `database` (a transaction that holds the connection).
    func on(_ database: EncoreDatabase) -> RateLimits {
        RateLimits(database: database, clock: clock, sweeper: sweeper, factor: factor)
    }

    /// Throws 429 with `Retry-After` once the key is over the limit.
    func require(_ rule: RateLimit, key: String, message: String = "error.429") async throws {
        guard try await allow(rule, key: key) else {
            throw RequestRefusal.rateLimited(key: message, retryAfter: Int(rule.retryAfter) ?? 60)
        }
    }
}

extension RateLimit {
    /// Password guesses from one client address, whatever the nickname.
    static let signInPerAddress = RateLimit(name: "signin", limit: 20, window: 15 * 60)
    /// Sign-ins at one nickname from one address (key `address/nickname key`), counted before the
    /// password is checked and forgiven when it was right: the same for every nickname, with a
    /// password or not, so a refusal does not tell which have one.
    static let signInGuesses = RateLimit(
        name: "signin-guesses", limit: PasswordService.attemptsBeforeLock, window: PasswordService.lockDuration,
        scales: false)
    /// New profiles from one address (a classroom behind one NAT fits; a script does not).
    static let profilesPerAddress = RateLimit(name: "profiles", limit: 60, window: 3_600)
    /// Guests made from share links, per address.
    static let guestsPerAddress = RateLimit(name: "guests", limit: 120, window: 3_600)
    /// Quick 초성 games drawn per profile (each one stores a pack).
    static let chosungDrawsPerProfile = RateLimit(name: "chosung-draws", limit: 60, window: 3_600)
    /// Pictures uploaded per profile.
    static let uploadsPerProfile = RateLimit(name: "uploads", limit: 30, window: 10 * 60)
    /// Answers one profile may send to one pack's questions, over all its plays.
    static let answersPerProfilePack = RateLimit(name: "answers", limit: 300, window: 24 * 3_600)
    /// Party room joins from one address (a classroom behind one NAT fits; filling rooms with bots does not).
    static let roomJoinsPerAddress = RateLimit(name: "room-joins", limit: 600, window: 3_600)
    /// Party rooms opened by one profile, and from one address.
    static let roomsPerProfile = RateLimit(name: "rooms", limit: 20, window: 3_600)
    static let roomsPerAddress = RateLimit(name: "rooms-address", limit: 60, window: 3_600)
    /// Party-room PINs one address may look up (each join form, join and summary is one).
    static let pinLookupsPerAddress = RateLimit(name: "pin-lookups", limit: 1_200, window: 3_600)
    /// PINs that named no live room, per address: a classroom's typos fit; walking the 900,000
    /// PINs would take this address over three months.
    static let pinMissesPerAddress = RateLimit(name: "pin-misses", limit: 60, window: 10 * 60)
    /// Upstream calls (KOBIS, TMDB) a client's uncached pages may cause.
    static let upstreamPerAddress = RateLimit(name: "upstream", limit: 60, window: 10 * 60)

    /// The same rule with its limit multiplied (`ENCORE_RATE_LIMIT_FACTOR`, for load and browser tests
    /// that make every request from one address).
    func scaled(by factor: Int) -> RateLimit {
        scales ? RateLimit(name: name, limit: limit * max(1, factor), window: window) : self
    }
}

extension Application {
    var rateLimits: RateLimits {
        get throws {
            RateLimits(
                database: try database, clock: encore.clock, sweeper: encore.coordination.rateLimitSweeper,
                factor: encore.settings.rateLimitFactor)
        }
    }
}

extension Request {
    var rateLimits: RateLimits {
        get throws { try application.rateLimits.on(try database) }
    }
}
