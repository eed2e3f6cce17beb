import Foundation

/// What a report is about: a player's quiz pack, a GIF in the library, or a profile (its nickname
/// and avatar, as leaderboards show them).
struct ReportSubject: Hashable, Sendable {
    enum Kind: String, Codable, Sendable, CaseIterable {
        case pack, gif, profile

        /// The table the item is in, and the column that names who made it (a profile is its own).
        var table: String {
            switch self {
            case .pack: "quiz_packs"
            case .gif: "uploaded_gifs"
            case .profile: "profiles"
            }
        }

        var makerColumn: String {
            switch self {
            case .pack: "maker_id"
            case .gif: "owner_id"
            case .profile: "id"
            }
        }

        /// Whether a report holds the item out of public listings until an operator decides (a
        /// profile is acted on from the console's 프로필 page instead).
        var isHeldByReports: Bool { self != .profile }
    }

    let kind: Kind
    let id: UUID
}
