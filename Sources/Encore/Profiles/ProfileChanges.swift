import Foundation

/// A partial update of a profile, shared by the settings form and `PATCH /api/v1/profile`.
/// Absent fields stay as they are. There is deliberately no profile id: a request can only
/// ever change the profile it is signed in as.
struct ProfileChanges: Codable, Sendable {
    var nickname: String?
    var language: LanguagePreference?
    var theme: ThemePreference?
    var sound: Bool?
    var gifRating: GifRating?
    var boxOfficeLayout: BoxOfficeLayout?
}
