/// Why someone reports a pack or a GIF: the categories Kahoot and Mastodon offer, and "other" with
/// the reporter's own words.
enum ReportReason: String, Codable, Sendable, CaseIterable {
    case sexual, hateful, violent, spam, copyright, personal, other

    /// The longest note a reporter may add (any reason; "other" needs one).
    static let noteLimit = 500

    var labelKey: String { "reports.reason.\(rawValue)" }
}
