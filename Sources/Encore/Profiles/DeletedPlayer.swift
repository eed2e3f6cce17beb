import Foundation
import SQLKit

/// The one profile every deleted player's plays of other people's packs are moved to: they stay
/// in those packs' statistics (plays, finishes, how each question went) without a name, and no
/// leaderboard lists it. Nobody can sign in as it (no password, no session) or take its nickname.
enum DeletedPlayer {
    static let id = UUID(uuidString: "00000000-0000-4000-8000-00000000dead")!
    static let nickname = "탈퇴한플레이어"

    /// Made by the first deletion (every other moment it would be one more profile than players made).
    static func ensure(on sql: any SQLDatabase) async throws {
        try await sql.raw(
            """
            INSERT INTO profiles (id, nickname, nickname_key, language, theme, sound_on, gif_rating,
                box_office_layout, failed_sign_ins, created_at)
            VALUES (\(bind: id), \(bind: nickname), \(bind: Profile.key(for: nickname)),
                \(bind: LanguagePreference.auto.rawValue), \(bind: ThemePreference.system.rawValue), \(bind: false),
                \(bind: GifRating.g.rawValue), \(bind: BoxOfficeLayout.list.rawValue), 0,
                \(bind: Date(timeIntervalSince1970: 0)))
            ON CONFLICT (id) DO NOTHING
            """
        ).run()
    }
}
