import Foundation

/// How long an operator suspends a profile for, and what a suspension means at a given moment.
/// A suspended profile may not publish, upload, host or join rooms, or report; it may still read,
/// play alone, change its settings, take its data and delete itself.
enum Suspension {
    enum Period: String, Codable, Sendable, CaseIterable {
        case day = "1d"
        case week = "7d"
        case month = "30d"
        case forever

        /// When a suspension starting at `now` ends.
        func end(from now: Date) -> Date {
            switch self {
            case .day: now.addingTimeInterval(86_400)
            case .week: now.addingTimeInterval(7 * 86_400)
            case .month: now.addingTimeInterval(30 * 86_400)
            case .forever: Suspension.forever
            }
        }

        var labelKey: String { "operator.suspend.\(rawValue)" }
    }

    /// The end a suspension for good is stored with: far enough that no clock reaches it.
    static let forever = Date(timeIntervalSince1970: 32_503_680_000)  // 3000-01-01

    /// The end of `profile`'s suspension if it is suspended at `now`.
    static func activeEnd(of profile: Profile, at now: Date) -> Date? {
        guard let until = profile.suspendedUntil, until > now else { return nil }
        return until
    }

    /// How a suspension's end reads in messages: nil for good, else a Korean-time date and hour
    /// that reads the same in both languages.
    static func label(_ until: Date) -> String? {
        guard until < forever else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Seoul")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: until)
        return String(
            format: "%04d-%02d-%02d %02d:%02d KST", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
            parts.hour ?? 0, parts.minute ?? 0)
    }
}
