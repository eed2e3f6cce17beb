import Foundation
import SQLKit

/// A room's row as `RoomService.apply` reads and writes it, once for every batch of changes (each
/// answer, most of the time): plain SQL, not Fluent. With 20 rooms of 50 playing on two instances,
/// Fluent's reflection over the model's sixteen fields (`find`, then `save`) was a sixth of an
/// instance's CPU (perf), and taking the row's lock was a round trip of its own.
extension QuizRoom {
    private static let columns = [
        "id", "pin", "live_pin", "pack_id", "host_id", "pack_title", "kind", "level", "hints_allowed", "questions",
        "version", "created_at", "recorded", "active_until", "question_until",
    ]

    /// The room and its game, its row held until `transaction` ends (PostgreSQL `FOR UPDATE`, in
    /// the same statement; SQLite's write transaction holds every row already). The game's JSON
    /// comes only when `games` does not keep the row's version (`RoomGameCache.gameColumn`); then
    /// `gameJSON` is left empty, and whoever keeps the room past an unchanged game sets it
    /// (`RoomService.apply`). Nil for no such room.
    static func locked(_ id: UUID, in transaction: EncoreDatabase, games: RoomGameCache) async throws -> (
        room: QuizRoom, game: RoomGame, gameRead: Bool
    )? {
        let lock = transaction.engine == .postgresql ? " FOR UPDATE" : ""
        let known = games.known(id)
        guard
            let row = try await transaction.sql.raw(
                """
                SELECT \(idents: columns, joinedBy: ", "), \(RoomGameCache.gameColumn(skipping: known)) AS game
                FROM \(ident: schema)
                WHERE id = \(bind: id)\(unsafeRaw: lock)
                """
            ).first()
        else { return nil }
        let room = QuizRoom()
        room.id = try row.decode(column: "id", as: UUID.self)
        room.$id.exists = true
        room.pin = try row.decode(column: "pin", as: String.self)
        room.livePIN = try row.decode(column: "live_pin", as: String?.self)
        room.$pack.id = try row.decode(column: "pack_id", as: UUID?.self)
        room.$host.id = try row.decode(column: "host_id", as: UUID.self)
        room.packTitle = try row.decode(column: "pack_title", as: String.self)
        room.kind = try row.decode(column: "kind", as: QuizKind.self)
        room.level = try row.decode(column: "level", as: QuizLevel.self)
        room.hintsAllowed = try row.decode(column: "hints_allowed", as: Bool.self)
        room.questionsJSON = try row.decode(column: "questions", as: String.self)
        room.version = try row.decode(column: "version", as: Int.self)
        room.createdAt = try row.decode(column: "created_at", as: Date.self)
        room.recorded = try row.decode(column: "recorded", as: Bool.self)
        room.activeUntil = try row.decode(column: "active_until", as: Date?.self)
        room.questionUntil = try row.decode(column: "question_until", as: Date?.self)
        let text = try row.decode(column: "game", as: String?.self)
        let game = try games.game(read: text, room: id, version: room.version, known: known)
        room.gameJSON = text ?? ""
        return (room, game, text != nil)
    }

    /// Writes what a change may have changed (never the PIN, the host, the hints setting or when it
    /// opened). `questionsRead`: the questions' text as `locked` read it, written again only when
    /// playing another pack replaced it.
    func saveChange(questionsRead: String, in transaction: EncoreDatabase) async throws {
        let questions: SQLQueryString =
            questionsJSON == questionsRead ? "" : ", questions = \(bind: questionsJSON)"
        try await transaction.sql.raw(
            """
            UPDATE \(ident: Self.schema) SET live_pin = \(bind: livePIN), pack_id = \(bind: $pack.id),
              pack_title = \(bind: packTitle), kind = \(bind: kind), level = \(bind: level)\(questions),
              game = \(bind: gameJSON), version = \(bind: version), recorded = \(bind: recorded),
              active_until = \(bind: activeUntil), question_until = \(bind: questionUntil)
            WHERE id = \(bind: try requireID())
            """
        ).run()
    }
}
