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
        try await read(where: "id = \(bind: id)", known: known(id), on: database)
    }

    /// The room this PIN finds now (a join link's look-up), as one plain row like `read(_:on:)`:
    /// its game is skipped when the room this PIN found last is kept here at the version read.
    func read(livePIN pin: String, on database: EncoreDatabase) async throws -> RoomSnapshot? {
        let known = roomLastFound(pin: pin).flatMap(known)
        let room = try await read(where: "live_pin = \(bind: pin)", known: known, on: database)
        if let room { noteFound(room.id, pin: pin) }
        return room
    }

    /// A game this process keeps, which a read of its row may skip.
    typealias KnownGame = (id: UUID, version: Int, game: RoomGame)

    /// The room's game as kept here, with its version.
    func known(_ id: UUID) -> KnownGame? { kept(id).map { (id, $0.version, $0.game) } }

    /// A room row's `game` column, or NULL when the row is `known`'s room at `known`'s version: a
    /// (room, version) pair names one committed game, so the JSON (tens of KB with 50 players) is
    /// read only when this process does not keep it.
    static func gameColumn(skipping known: KnownGame?) -> SQLQueryString {
        guard let known else { return "game" }
        return "CASE WHEN id = \(bind: known.id) AND version = \(bind: known.version) THEN NULL ELSE game END"
    }

    /// The game of a row read with `gameColumn(skipping:)`: its text decoded (and kept), or the
    /// known game when the column was skipped.
    func game(read text: String?, room id: UUID, version: Int, known: KnownGame?) throws -> RoomGame {
        if let text {
            let decoded = try RoomGame.reading(stored: text)
            keep(decoded, room: id, version: version)
            return decoded
        }
        guard let known, known.id == id, known.version == version else { throw RoomSnapshotUnreadable(room: id) }
        return known.game
    }

    private func read(where filter: SQLQueryString, known: KnownGame?, on database: EncoreDatabase) async throws
        -> RoomSnapshot?
    {
        guard
            let row = try await database.sql.raw(
                """
                SELECT id, pin, host_id, pack_id, live_pin IS NOT NULL AS has_live_pin, pack_title, kind, level,
                  hints_allowed, created_at, version, \(Self.gameColumn(skipping: known)) AS game, questions
                FROM \(ident: QuizRoom.schema) WHERE \(filter)
                """
            ).first()
        else { return nil }
        let id = try row.decode(column: "id", as: UUID.self)
        let version = try row.decode(column: "version", as: Int.self)
        let decoded = try game(
            read: try row.decode(column: "game", as: String?.self), room: id, version: version, known: known)
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
