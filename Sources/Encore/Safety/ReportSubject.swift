import Foundation

/// What a report is about: a player's quiz pack or a GIF in the library.
struct ReportSubject: Hashable, Sendable {
    enum Kind: String, Codable, Sendable, CaseIterable {
        case pack, gif

        /// The table the item is in, and the column that names who made it.
        var table: String { self == .pack ? "quiz_packs" : "uploaded_gifs" }
        var makerColumn: String { self == .pack ? "maker_id" : "owner_id" }
    }

    let kind: Kind
    let id: UUID
}
