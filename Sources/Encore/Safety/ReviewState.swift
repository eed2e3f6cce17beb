/// Where a pack or a GIF stands with the operators (`review` on `quiz_packs` and `uploaded_gifs`).
/// A report takes an item that was never reviewed out of every public listing until an operator
/// decides; an approved one stays listed (reports still reach the queue); a quarantined one is its
/// maker's alone. Starter packs are never held.
enum ReviewState: String, Codable, Sendable {
    case none, pending, approved, quarantined

    /// The states a public listing shows, as SQL (fixed text: nothing here comes from a request).
    static let listedSQL = "('none', 'approved')"

    var isHeld: Bool { self == .pending || self == .quarantined }
}
