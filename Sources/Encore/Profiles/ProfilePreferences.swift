/// The choices on the settings page. Raw values are stored in the database and used by the API.
enum LanguagePreference: String, Codable, CaseIterable, Sendable {
    case auto, ko, en

    /// The language this preference forces, or nil to follow the browser.
    var fixed: Language? { Language(rawValue: rawValue) }
}

enum ThemePreference: String, Codable, CaseIterable, Sendable {
    case system, light, dark
}

/// GIPHY's content ratings; `g`, the safest, is the default.
enum GifRating: String, Codable, CaseIterable, Sendable {
    case g, pg
    case pg13 = "pg-13"
    case r
}

enum BoxOfficeLayout: String, Codable, CaseIterable, Sendable {
    case list, grid
}
