import Fluent
import Foundation
import SQLKit

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
    var retryAfter: Int { Int(window.rounded(.up)) }
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

    /// Counts one event (or `cost` of them: an upload's kibibytes); false once the key has used the
    /// limit's allowance in its window, or has used up `other`'s (read in the same statement and not
    /// counted: one address's PIN look-ups are refused once its misses are).
    func allow(
        _ rule: RateLimit, key: String, cost: Int = 1, unlessExhausted other: RateLimit? = nil
    ) async throws -> Bool {
        let rule = rule.scaled(by: factor)
        let sql = database.sql
        let now = clock.now().timeIntervalSince1970
        let bucket = rule.name + ":" + key
        let expired = now - rule.window
        let otherHits: SQLQueryString =
            if let other = other?.scaled(by: factor) {
                """
                , (SELECT hits FROM \(ident: Self.schema) AS other WHERE other.bucket = \(bind: other.name + ":" + key)
                   AND other.window_start > \(bind: now - other.window)) AS other_hits
                """
            } else {
                ""
            }
        let row = try await database.serializedWrite {
            try await sql.raw(
                """
                INSERT INTO \(ident: Self.schema) (bucket, window_start, hits) VALUES (\(bind: bucket), \(bind: now), \(bind: cost))
                ON CONFLICT (bucket) DO UPDATE SET
                  hits = CASE WHEN \(ident: Self.schema).window_start <= \(bind: expired) THEN \(bind: cost) ELSE \(ident: Self.schema).hits + \(bind: cost) END,
                  window_start = CASE WHEN \(ident: Self.schema).window_start <= \(bind: expired) THEN \(bind: now) ELSE \(ident: Self.schema).window_start END
                RETURNING hits\(otherHits)
                """
            ).first()
        }
        let hits = try row?.decode(column: "hits", as: Int.self) ?? cost
        if sweeper.isDue(now) {
            try await sql.raw(
                "DELETE FROM \(ident: Self.schema) WHERE window_start < \(bind: now - Self.kept)"
            ).run()
        }
        if let other = other?.scaled(by: factor),
            try (row?.decode(column: "other_hits", as: Int?.self) ?? 0) >= other.limit
        {
            return false
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

    /// The same limits counted through `database` (a transaction that holds the connection).
    func on(_ database: EncoreDatabase) -> RateLimits {
        RateLimits(database: database, clock: clock, sweeper: sweeper, factor: factor)
    }

    /// Throws 429 with `Retry-After` once the key is over the limit.
    func require(_ rule: RateLimit, key: String, message: String = "error.429") async throws {
        guard try await allow(rule, key: key) else {
            throw RequestRefusal.rateLimited(key: message, retryAfter: rule.retryAfter)
        }
    }
}

extension RateLimit {
    /// The same rule with its limit multiplied (`ENCORE_RATE_LIMIT_FACTOR`, for load and browser tests
    /// that make every request from one address).
    func scaled(by factor: Int) -> RateLimit {
        scales ? RateLimit(name: name, limit: limit * max(1, factor), window: window) : self
    }
}
