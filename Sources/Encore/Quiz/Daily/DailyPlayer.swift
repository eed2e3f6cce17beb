import Foundation

/// Who is playing the daily: a profile, or a guest known by a random cookie (only its hash is
/// stored, so the table cannot be used to act as a guest).
struct DailyPlayer: Sendable, Equatable {
    static let cookieName = "encore_daily"
    /// A guest's progress is kept for the day and the archive: a little over a year.
    static let cookieMaxAge = 400 * 24 * 3_600

    let key: String
    let profileID: UUID?

    static func profile(_ id: UUID) -> DailyPlayer {
        DailyPlayer(key: "p:" + id.uuidString.lowercased(), profileID: id)
    }

    static func guest(token: String) -> DailyPlayer {
        DailyPlayer(key: "g:" + RandomToken.sha256Hex("encore-daily-guest:" + token).prefix(40), profileID: nil)
    }

    static func newGuestToken() -> String { RandomToken.make(bytes: 24) }

    /// A cookie value this server could have made: 32 URL-safe characters.
    static func isWellFormed(_ token: String) -> Bool {
        token.utf8.count == 32
            && token.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}
