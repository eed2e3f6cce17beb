import Foundation
import SQLKit

/// A pack's own columns as one plain row, for pages and APIs that only read it: Fluent's find
/// (reflection over the model's fields, then tearing the model down) was a tenth of exporting a pack.
/// The model it makes is a copy to read: its fields count as set, so a save would write every column
/// back; changes go through a Fluent find (`PackService.ownedModel`).
struct PackRow: Decodable, Sendable {
    let id: UUID
    let title: String
    let level: QuizLevel
    let maker_id: UUID
    let created_at: Date
    let share_code: String?
    let speed_scoring: Bool
    let kind: QuizKind
    let origin: PackOrigin
    let starter_key: String?
    /// Where the pack stands with the operators (see `ReviewState.allowsPlay`); a play's row does
    /// not read it (the play began when the pack could be played).
    var review: ReviewState = .none

    /// The pack `id`; nil for no such pack.
    static func read(_ id: UUID, on sql: any SQLDatabase) async throws -> PackRow? {
        try await sql.raw(
            """
            SELECT id, title, level, maker_id, created_at, share_code, speed_scoring, kind, origin, starter_key, review
            FROM \(ident: QuizPack.schema) WHERE id = \(bind: id)
            """
        ).first(decoding: PackRow.self)
    }

    /// The pack, to read only.
    func pack() -> QuizPack {
        let pack = QuizPack()
        pack.id = id
        pack.$id.exists = true
        pack.title = title
        pack.level = level
        pack.$maker.id = maker_id
        pack.createdAt = created_at
        pack.shareCode = share_code
        pack.speedScoring = speed_scoring
        pack.kind = kind
        pack.origin = origin
        pack.starterKey = starter_key
        return pack
    }
}
