import Fluent
import Foundation
import SQLKit

/// Packs' questions as decoded here, by pack. A question row never changes once written: editing a
/// pack, or new data for a starter pack, deletes its questions and writes new ones with new ids. So
/// the pack's question ids in order, one plain read, say whether the kept questions are still its
/// questions, on every instance. Decoding ten questions as Fluent models (their areas and answers are
/// JSON) was a quarter of each play request's CPU, and the play's page polls it.
///
/// The kept models are shared by requests: nothing may change them (plays only read questions).
final class PackQuestionsCache: Sendable {
    private struct Kept: Sendable {
        let ids: [UUID]
        let questions: [QuizQuestion]
    }

    /// Packs kept at most (a new one past it starts again: `KeptTable`).
    private let packs = KeptTable<UUID, Kept>(capacity: 500)

    /// The pack's questions in position order (none for a pack without questions, or no such pack).
    func questions(of packID: UUID, on database: EncoreDatabase) async throws -> [QuizQuestion] {
        let ids = try await database.sql.raw(
            "SELECT id FROM quiz_questions WHERE pack_id = \(bind: packID) ORDER BY position"
        ).all().map { try $0.decode(column: "id", as: UUID.self) }
        if let kept = packs[packID], kept.ids == ids { return kept.questions }
        let questions = try await QuizQuestion.query(on: database).filter(\.$pack.$id == packID).sort(\.$position)
            .all()
        // Kept only when both reads saw the same questions (the pack was not edited in between).
        if questions.map(\.id) == ids { packs.keep(Kept(ids: ids, questions: questions), for: packID) }
        return questions
    }
}
