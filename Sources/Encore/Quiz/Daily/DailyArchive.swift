/// What the archive and the guess box list.
enum DailyArchive {
    /// Days to an archive page: eight weeks.
    static let pageSize = 56

    /// A day of the archive as every player sees it: fixed once stored (`DailyPuzzleCache.days`).
    struct Day: Sendable {
        let number: Int
        let day: String
        let hasPoster: Bool
    }

    /// How a player stands on one day.
    struct Standing: Decodable, Sendable {
        let tries: Int
        let solved: Bool
        let finished: Bool

        var status: DailyState.Status { DailyArchive.status(tries: tries, solved: solved, finished: finished) }
    }

    /// A day of the archive and how this player did.
    struct Entry: Sendable {
        let number: Int
        let day: String
        let ladder: DailyLadder.Kind
        let status: DailyState.Status
        let tries: Int

        /// `played`: nil when the player has not played the day.
        init(_ day: Day, played: Standing?) {
            number = day.number
            self.day = day.day
            ladder = day.hasPoster ? .poster : .chosung
            tries = played?.tries ?? 0
            status = played?.status ?? .new
        }
    }

    /// Where a player is on a day, from what every reader of it has: the tries, solved, over.
    static func status(tries: Int, solved: Bool, finished: Bool) -> DailyState.Status {
        finished ? (solved ? .solved : .failed) : tries > 0 ? .playing : .new
    }

    static func status(of play: DailyPlay?) -> DailyState.Status {
        guard let play else { return .new }
        return status(tries: play.guesses.count, solved: play.solved, finished: play.isFinished)
    }

    /// Every catalog title in the reader's language, each once, in Unicode order (가나다, then ABC): the guess
    /// box suggests from these as the player types (whole syllables only, never by initials).
    static func titles(in catalog: MovieCatalog, _ language: Language) -> [String] {
        catalog.sortedTitles(language)
    }
}
