import Foundation
import SQLKit

/// A player's go at one day read as one plain row, for the daily page and its API, which every
/// visit reads: Fluent's query building and reflection were a fifth of the signed-in page's CPU
/// (#31). The model it makes is a copy to read; the locked write path reads its own through Fluent
/// (`DailyService.record`).
struct DailyPlayRow: Decodable, Sendable {
    let id: UUID
    let number: Int
    let player_key: String
    let profile_id: UUID?
    let guesses: [DailyGuess]
    let tries: Int
    let solved: Bool
    let on_the_day: Bool
    let started_at: Date
    let finished_at: Date?

    /// `player_key`'s go at day `number`; nil before their first guess.
    static func read(_ number: Int, playerKey: String, on sql: any SQLDatabase) async throws -> DailyPlayRow? {
        try await sql.raw(
            """
            SELECT id, number, player_key, profile_id, guesses, tries, solved, on_the_day, started_at, finished_at
            FROM \(ident: DailyPlay.schema) WHERE number = \(bind: number) AND player_key = \(bind: playerKey)
            """
        ).first(decoding: DailyPlayRow.self)
    }

    /// The play, to read only.
    func play() -> DailyPlay {
        let play = DailyPlay()
        play.id = id
        play.$id.exists = true
        play.number = number
        play.playerKey = player_key
        play.profileID = profile_id
        play.guesses = guesses
        play.tries = tries
        play.solved = solved
        play.onTheDay = on_the_day
        play.startedAt = started_at
        play.finishedAt = finished_at
        return play
    }
}
