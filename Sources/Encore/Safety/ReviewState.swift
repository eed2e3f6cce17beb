import Foundation

/// Where a pack or a GIF stands with the operators (`review` on `quiz_packs` and `uploaded_gifs`).
/// A report takes an item that was never reviewed out of every public listing until an operator
/// decides; an approved one stays listed (reports still reach the queue); a quarantined one is its
/// maker's alone. Starter packs are never held.
enum ReviewState: String, Codable, Sendable {
    case none, pending, approved, quarantined

    /// The states a public listing shows, as SQL (fixed text: nothing here comes from a request).
    static let listedSQL = "('none', 'approved')"

    var isHeld: Bool { self == .pending || self == .quarantined }

    /// Whether `viewer` may play or host the item (`maker` made it): a held item is its maker's
    /// alone, and a quarantined one not even theirs to play (they may only edit or delete it).
    func allowsPlay(by viewer: UUID?, maker: UUID) -> Bool {
        switch self {
        case .none, .approved: true
        case .pending: viewer == maker
        case .quarantined: false
        }
    }
}
