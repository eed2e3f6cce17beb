import Foundation
import SQLKit

/// A room as committed at one version: what its sockets' frames are built from. A value, so the
/// change that committed it can hand it to the hub, which then sends it without reading the row
/// back (with 20 rooms of 50 on two instances, reading the room after each change, once here and
/// once on the other instance, was 20,000 Fluent reads in a 30-second run).
struct RoomSnapshot: Sendable {
    let id: UUID
    let pin: String
    let hostID: UUID
    let packID: UUID?
    /// Its PIN still finds it (`live_pin` is set): it has not ended.
    let hasLivePIN: Bool
    let packTitle: String
    let kind: QuizKind
    let level: QuizLevel
    let hintsAllowed: Bool
    let createdAt: Date
    let version: Int
    let game: RoomGame
    let questions: [RoomQuestion]
}

extension RoomGameCache {
    /// A room read through Fluent, its game and questions decoded once per version.
    func snapshot(of room: QuizRoom) throws -> RoomSnapshot {
        RoomSnapshot(
            id: try room.requireID(), pin: room.pin, hostID: room.$host.id, packID: room.$pack.id,
            hasLivePIN: room.livePIN != nil, packTitle: room.packTitle, kind: room.kind, level: room.level,
            hintsAllowed: room.hintsAllowed, createdAt: room.createdAt, version: room.version, game: try game(of: room),
            questions: try questions(of: room))
    }

    /// The room as committed now, read as one plain row: the game's JSON comes only when this
    /// process has not decoded that version yet; the questions (a few hundred bytes a question,
    /// replaced when the host plays another pack) always come, and are decoded only when their
    /// text changed. Nil for no such room.
    func read(_ id: UUID, on database: EncoreDatabase) async throws -> RoomSnapshot? {
        try await read(where: "id = \(bind: id)", known: kept(id).map { (id, $0.version, $0.game) }, on: database)
    }

    /// The room this PIN finds now (a join link's look-up), as one plain row like `read(_:on:)`:
    /// its game is skipped when the room this PIN found last is kept here at the version read.
    func read(livePIN pin: String, on database: EncoreDatabase) async throws -> RoomSnapshot? {
        let known = roomLastFound(pin: pin).flatMap { id in kept(id).map { (id, $0.version, $0.game) } }
        let room = try await read(where: "live_pin = \(bind: pin)", known: known, on: database)
        if let room { noteFound(room.id, pin: pin) }
        return room
    }

    private func read(
        where filter: SQLQueryString, known: (id: UUID, version: Int, game: RoomGame)?, on database: EncoreDatabase
    ) async throws -> RoomSnapshot? {
        let game: SQLQueryString =
            if let known {
                "CASE WHEN id = \(bind: known.id) AND version = \(bind: known.version) THEN NULL ELSE game END"
            } else {
                "game"
            }
        guard
            let row = try await database.sql.raw(
                """
                SELECT id, pin, host_id, pack_id, live_pin IS NOT NULL AS has_live_pin, pack_title, kind, level,
                  hints_allowed, created_at, version, \(game) AS game, questions
                FROM \(ident: QuizRoom.schema) WHERE \(filter)
                """
            ).first()
        else { return nil }
        let id = try row.decode(column: "id", as: UUID.self)
        let version = try row.decode(column: "version", as: Int.self)
        let decoded: RoomGame
        if let text = try row.decode(column: "game", as: String?.self) {
            decoded = try RoomGame.reading(stored: text)
            keep(decoded, room: id, version: version)
        } else if let known, known.id == id, known.version == version {
            decoded = known.game
        } else {
            throw RoomSnapshotUnreadable(room: id)
        }
        let questions = try questions(stored: try row.decode(column: "questions", as: String.self), room: id)
        return RoomSnapshot(
            id: id, pin: try row.decode(column: "pin", as: String.self),
            hostID: try row.decode(column: "host_id", as: UUID.self),
            packID: try row.decode(column: "pack_id", as: UUID?.self),
            hasLivePIN: try row.decode(column: "has_live_pin", as: Bool.self),
            packTitle: try row.decode(column: "pack_title", as: String.self),
            kind: try row.decode(column: "kind", as: QuizKind.self),
            level: try row.decode(column: "level", as: QuizLevel.self),
            hintsAllowed: try row.decode(column: "hints_allowed", as: Bool.self),
            createdAt: try row.decode(column: "created_at", as: Date.self), version: version, game: decoded,
            questions: questions)
    }
}

/// The row came without its game, yet not at the version whose game was kept: the query asks for
/// the game unless the row is at that very version, so this is a fault, read again later.
struct RoomSnapshotUnreadable: Error {
    let room: UUID
}
