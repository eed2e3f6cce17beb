import Foundation
import SQLKit

/// A play and its pack read as one plain row, for the read path that every poll of a play takes:
/// two Fluent finds (query building, SQL serialising and reflection) were most of its CPU. The
/// models it makes are copies to read: their fields count as set, so a save would write every
/// column back; the locked write path reads its own through Fluent (`PlayService.locked`).
struct PlayRow: Decodable, Sendable {
    let id: UUID
    let pack_id: UUID
    let player_id: UUID
    let started_at: Date
    let finished_at: Date?
    let question_index: Int
    let question_started_at: Date
    let paused_at: Date?
    let paused_ms: Int
    let pauses: Int
    let wrong_attempts: Int
    let attempt_window_at: Date?
    let attempts_in_window: Int
    /// nil when read without them (`read(_:outcomes:on:)`), for what only needs the pack.
    let outcomes: [PlayOutcome]?
    let score: Int?
    let best_streak: Int?
    let hints_used: Int
    let room_id: UUID?
    let pack_title: String
    let pack_level: QuizLevel
    let pack_maker_id: UUID
    let pack_created_at: Date
    let pack_share_code: String?
    let pack_speed_scoring: Bool
    let pack_kind: QuizKind
    let pack_origin: PackOrigin
    let pack_starter_key: String?

    /// The play `id` with its pack; nil for no such play. Without `outcomes`, the JSON that decoding
    /// the row spends most on is not read.
    static func read(_ id: UUID, outcomes: Bool = true, on sql: any SQLDatabase) async throws -> PlayRow? {
        try await sql.raw(
            """
            SELECT pl.id, pl.pack_id, pl.player_id, pl.started_at, pl.finished_at, pl.question_index,
              pl.question_started_at, pl.paused_at, pl.paused_ms, pl.pauses, pl.wrong_attempts,
              pl.attempt_window_at, pl.attempts_in_window, \(unsafeRaw: outcomes ? "pl.outcomes," : "")
              pl.score, pl.best_streak, pl.hints_used,
              pl.room_id, p.title AS pack_title, p.level AS pack_level, p.maker_id AS pack_maker_id,
              p.created_at AS pack_created_at, p.share_code AS pack_share_code,
              p.speed_scoring AS pack_speed_scoring, p.kind AS pack_kind, p.origin AS pack_origin,
              p.starter_key AS pack_starter_key
            FROM \(ident: QuizPlay.schema) pl JOIN \(ident: QuizPack.schema) p ON p.id = pl.pack_id
            WHERE pl.id = \(bind: id)
            """
        ).first(decoding: PlayRow.self)
    }

    /// The play, to read only (read with its outcomes).
    func play() -> QuizPlay {
        let play = QuizPlay()
        play.id = id
        play.$id.exists = true
        play.$pack.id = pack_id
        play.$player.id = player_id
        play.startedAt = started_at
        play.finishedAt = finished_at
        play.questionIndex = question_index
        play.questionStartedAt = question_started_at
        play.pausedAt = paused_at
        play.pausedMilliseconds = paused_ms
        play.pauses = pauses
        play.wrongAttempts = wrong_attempts
        play.attemptWindowAt = attempt_window_at
        play.attemptsInWindow = attempts_in_window
        play.outcomes = outcomes ?? []
        play.score = score
        play.bestStreak = best_streak
        play.hintsUsed = hints_used
        play.roomID = room_id
        return play
    }

    /// Its pack, to read only.
    func pack() -> QuizPack {
        PackRow(
            id: pack_id, title: pack_title, level: pack_level, maker_id: pack_maker_id, created_at: pack_created_at,
            share_code: pack_share_code, speed_scoring: pack_speed_scoring, kind: pack_kind, origin: pack_origin,
            starter_key: pack_starter_key
        ).pack()
    }
}
