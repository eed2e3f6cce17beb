import Fluent
import Foundation

/// What a visitor's page views may spend upstream. KOBIS allows about 3,000 calls a day per key:
/// uncached page views stop at `kobisDailyCeiling` (the backfill stops earlier, at its own budget),
/// and every client address gets a share of uncached KOBIS and TMDB work (and of the day's KOBIS
/// calls), so nobody can spend the day's quota by asking for every past date or made-up movie codes.
struct UpstreamAllowance: Sendable {
    static let kobisDailyCeiling = 2_900
    /// One address's share of the day's KOBIS calls: a tenth of the ceiling, so draining it takes
    /// ten addresses, not one patient script (#27.16).
    static let kobisShare = RateLimit(name: "kobis-daily", limit: kobisDailyCeiling / 10, window: 24 * 3_600)

    let database: EncoreDatabase
    let clock: AppClock
    let limits: RateLimits
    let client: String

    /// Before a KOBIS call a page view causes; counts the call.
    func admitKOBIS() async throws {
        let today = Day(koreaTimeOf: clock.now())
        guard try await KOBISCallCount.calls(on: today, database) < Self.kobisDailyCeiling else {
            throw UpstreamError.rateLimited(retryAfter: secondsUntilKoreanMidnight())
        }
        try await admitClient()
        guard try await limits.allow(Self.kobisShare, key: client) else {
            throw UpstreamError.rateLimited(retryAfter: Int(Self.kobisShare.window))
        }
    }

    /// Before any other upstream call (TMDB, Kakao) a page view causes.
    func admitClient() async throws {
        guard try await limits.allow(.upstreamPerAddress, key: client) else {
            throw UpstreamError.rateLimited(retryAfter: Int(RateLimit.upstreamPerAddress.window))
        }
    }

    private func secondsUntilKoreanMidnight() -> Int {
        let now = clock.now().timeIntervalSince1970 + 9 * 3_600
        return max(1, 86_400 - Int(now.truncatingRemainder(dividingBy: 86_400)))
    }
}
