import Fluent
import Foundation

/// One day's 오늘의 퀴즈: its number (#1 on `DailyCalendar.firstDay`), the catalog film, and for a
/// poster puzzle the poster's source (written when TMDB found one; a 초성 puzzle otherwise).
final class DailyPuzzle: Model, @unchecked Sendable {
    static let schema = "daily_puzzles"

    @ID(custom: "number", generatedBy: .user) var id: Int?
    /// The day in Korea, `2026-11-27`.
    @Field(key: "day") var day: String
    @Field(key: "movie_id") var movieID: String
    @OptionalField(key: "poster") var poster: String?
    @Field(key: "created_at") var createdAt: Date

    init() {}

    init(number: Int, day: Day, movieID: String, poster: String?, now: Date) {
        id = number
        self.day = day.description
        self.movieID = movieID
        self.poster = poster
        createdAt = now
    }

    var number: Int { id ?? 0 }

    var ladder: DailyLadder.Kind { poster == nil ? .chosung : .poster }
}

/// One player's go at one day's puzzle: the guesses in order (a skip is a guess too), whether it
/// ended solved, and whether it was played on its own day (only those make a streak).
final class DailyPlay: Model, @unchecked Sendable {
    static let schema = "daily_plays"

    @ID(key: .id) var id: UUID?
    @Field(key: "number") var number: Int
    /// `p:<profile id>` or `g:<hash of the guest cookie>`.
    @Field(key: "player_key") var playerKey: String
    @OptionalField(key: "profile_id") var profileID: UUID?
    @Field(key: "guesses") var guesses: [DailyGuess]
    @Field(key: "tries") var tries: Int
    @Field(key: "solved") var solved: Bool
    @Field(key: "on_the_day") var onTheDay: Bool
    @Field(key: "started_at") var startedAt: Date
    @OptionalField(key: "finished_at") var finishedAt: Date?

    init() {}

    init(number: Int, player: DailyPlayer, onTheDay: Bool, now: Date) {
        self.number = number
        playerKey = player.key
        profileID = player.profileID
        guesses = []
        tries = 0
        solved = false
        self.onTheDay = onTheDay
        startedAt = now
    }

    var isFinished: Bool { finishedAt != nil }
}

/// A guess as typed (or a skip), and how it was judged.
struct DailyGuess: Codable, Equatable, Sendable {
    enum Result: String, Codable, Sendable { case wrong, skipped, right }

    let text: String
    let result: Result
}
