import Fluent
import Foundation
import Hangul

/// 오늘의 퀴즈: each day's puzzle (chosen once and stored, so every instance plays the same film)
/// and each player's guesses, judged as quiz answers are.
struct DailyService: Sendable {
    let database: EncoreDatabase
    let clock: AppClock
    let catalog: MovieCatalog
    let schedule: DailySchedule
    let posters: DailyPosterFinder
    let limits: RateLimits
    /// Stored days read before in this process (`DailyPuzzleCache`).
    var kept: DailyPuzzleCache?
    /// Where a profile's daily card is kept (`SignedInCache`): a profile's plays are written
    /// through it, so every instance forgets the card. Nil: written plainly (nothing is kept).
    var signedIn: SignedInCache? = nil

    /// A day's puzzle with its film.
    struct Loaded: Sendable {
        let puzzle: DailyPuzzle
        let movie: MovieCatalog.Movie
    }

    var calendar: DailyCalendar { DailyCalendar(now: clock.now()) }

    /// Puzzle `number`, written first if nobody has asked for it yet (with every day before it
    /// that is missing, in order: each day's choice depends on the year before it).
    func puzzle(_ number: Int) async throws -> Loaded {
        guard calendar.isPlayable(number) else { throw DailyError.notFound }
        let row: DailyPuzzle
        if let cached = kept?.puzzle(number) {
            row = cached
        } else if let stored = try await DailyPuzzle.find(number, on: database) {
            row = stored
        } else {
            row = try await fill(upTo: number)
        }
        kept?.keep(row)
        guard let movie = catalog.movie(id: row.movieID) else { throw DailyError.notFound }
        return Loaded(puzzle: row, movie: movie)
    }

    private func fill(upTo number: Int) async throws -> DailyPuzzle {
        let last = try await DailyPuzzle.query(on: database).sort(\.$id, .descending).first()?.number ?? 0
        let start = last + 1
        var planned: [(number: Int, movie: MovieCatalog.Movie)] = []
        if start <= number {
            let earlier = try await DailyPuzzle.query(on: database)
                .filter(\.$id > start - DailySchedule.noRepeatDays).all()
            var recent = Dictionary(earlier.map { ($0.number, $0.movieID) }, uniquingKeysWith: { first, _ in first })
            for day in start...number {
                guard let movie = schedule.movie(for: day, recent: recent) else { throw DailyError.notFound }
                recent[day] = movie.id
                planned.append((day, movie))
            }
        }
        // Only the day asked for looks for a poster: a first start fills months at once.
        let now = clock.now()
        var poster: String?
        if let target = planned.last, target.number == number {
            poster = await posters.poster(for: target.movie, now: now)
        }
        let rows = planned.map { ($0.number, $0.movie.id) }
        let foundPoster = poster
        try await database.writeTransaction(exclusive: "daily-puzzles") { transaction in
            let existing = Set(
                try await DailyPuzzle.query(on: transaction).filter(\.$id >= start).all().map(\.number))
            for (day, movieID) in rows where !existing.contains(day) {
                try await DailyPuzzle(
                    number: day, day: DailyCalendar.day(of: day), movieID: movieID,
                    poster: day == number ? foundPoster : nil, now: now
                ).create(on: transaction)
            }
        }
        guard let row = try await DailyPuzzle.find(number, on: database) else { throw DailyError.notFound }
        return row
    }

    /// The player's go at a day, nil before their first guess.
    func play(_ number: Int, for player: DailyPlayer) async throws -> DailyPlay? {
        try await DailyPlayRow.read(number, playerKey: player.key, on: database.sql)?.play()
    }

    func guess(_ text: String, number: Int, player: DailyPlayer, address: String) async throws -> DailyPlay {
        // The rules the OpenAPI document states: at most 100 code points, and at least one
        // Hangul letter, Latin letter or digit (anything else could never name a film).
        guard text.unicodeScalars.count <= DailyError.maxGuessLength else { throw DailyError.guessTooLong }
        guard text.unicodeScalars.contains(where: Self.isTitleLetter) else { throw DailyError.emptyGuess }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let normalized = Hangul.normalizedAnswer(trimmed)
        return try await record(number: number, player: player, address: address) { loaded, play in
            let earlier = play.guesses.filter { $0.result != .skipped }.map { Hangul.normalizedAnswer($0.text) }
            guard normalized.isEmpty || !earlier.contains(normalized) else { throw DailyError.repeatedGuess }
            let judge = DailyLadder.judge(for: loaded.movie, kind: loaded.puzzle.ladder, catalog: catalog)
            return DailyGuess(text: trimmed, result: judge.isCorrect(trimmed) ? .right : .wrong)
        }
    }

    /// `[0-9A-Za-z가-힣ㄱ-ㆎ]`, as the document's pattern for a guess.
    static func isTitleLetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
            || (0xAC00...0xD7A3).contains(scalar.value) || (0x3131...0x318E).contains(scalar.value)
    }

    func skip(number: Int, player: DailyPlayer, address: String) async throws -> DailyPlay {
        try await record(number: number, player: player, address: address) { _, _ in
            DailyGuess(text: "", result: .skipped)
        }
    }

    /// One more step of a player's ladder, under a lock on their row: a guess sent twice at once
    /// is judged once, and nothing is added once the puzzle is over.
    private func record(
        number: Int, player: DailyPlayer, address: String,
        _ judge: @escaping @Sendable (Loaded, DailyPlay) throws -> DailyGuess
    ) async throws -> DailyPlay {
        let loaded = try await puzzle(number)
        try await limits.require(.dailyGuessesPerAddress, key: address)
        let now = clock.now()
        if try await play(number, for: player) == nil {
            let fresh = DailyPlay(number: number, player: player, onTheDay: calendar.todayNumber == number, now: now)
            do {
                try await writing(for: player) { try await fresh.create(on: $0) }
            } catch let error as any DatabaseError where error.isConstraintFailure {
                // The same player's first guess from another tab: that row is the one.
            }
        }
        return try await writing(for: player) { transaction in
            if transaction.engine == .postgresql {
                try await transaction.sql.raw(
                    "SELECT id FROM daily_plays WHERE number = \(bind: number) AND player_key = \(bind: player.key) FOR UPDATE"
                ).run()
            }
            guard
                let play = try await DailyPlay.query(on: transaction).filter(\.$number == number)
                    .filter(\.$playerKey == player.key).first()
            else { throw DailyError.notFound }
            guard !play.isFinished else { throw DailyError.finished }
            let guess = try judge(loaded, play)
            play.guesses.append(guess)
            play.tries = play.guesses.count
            play.solved = guess.result == .right
            if play.solved || play.tries >= DailyLadder.tries { play.finishedAt = now }
            // What a record means (`DailyStatistics`): every step on the day's own day (Korea time),
            // from an address the day's answer had not been shown to that day.
            let onItsDay = DailyCalendar(now: now).todayNumber == number
            let sightings = DailyAnswerSightings(database: transaction)
            if !onItsDay {
                play.onTheDay = false
            } else if play.onTheDay, try await sightings.saw(number, address: address) {
                play.onTheDay = false
            }
            if onItsDay, play.isFinished, !play.solved {
                try await sightings.record(number, address: address, at: now)
            }
            try await play.save(on: transaction)
            return play
        }
    }

    /// A guest's plays become the profile's when they sign in, except days the profile played too.
    func adopt(guest: DailyPlayer, into profile: DailyPlayer) async throws {
        guard let profileID = profile.profileID else { return }
        try await writing(for: profile) { database in
            try await database.sql.raw(
                """
                UPDATE daily_plays SET player_key = \(bind: profile.key), profile_id = \(bind: profileID) \
                WHERE player_key = \(bind: guest.key) AND number NOT IN \
                (SELECT number FROM daily_plays WHERE player_key = \(bind: profile.key))
                """
            ).run()
        }
    }

    /// Runs `body` in a write transaction; a profile's through `SignedInCache.write`, which tells
    /// every instance to forget the profile's kept card once it commits.
    private func writing<T: Sendable>(
        for player: DailyPlayer, _ body: @escaping @Sendable (EncoreDatabase) async throws -> T
    ) async throws -> T {
        if let profileID = player.profileID, let signedIn {
            return try await signedIn.write(profileID, on: database, body)
        }
        return try await database.writeTransaction(body)
    }

    /// A page of the puzzles so far, newest first, with how this player did: plain rows (a year
    /// of days read as models was most of the archive's time).
    func archive(for player: DailyPlayer?, page: Int = 1, pageSize: Int? = nil) async throws -> [DailyArchive.Entry] {
        guard let today = calendar.todayNumber else { return [] }
        _ = try await puzzle(today)
        let newest = today - (max(1, page) - 1) * (pageSize ?? today)
        let oldest = max(1, newest - (pageSize ?? today) + 1)
        guard newest >= 1 else { return [] }
        let days = try await self.days(upTo: newest)
        // Only the days this player played are read for them: a few, where the days are hundreds.
        var played: [Int: DailyArchive.Standing] = [:]
        if let player {
            for row in try await database.sql.raw(
                """
                SELECT number, tries, solved, finished_at IS NOT NULL AS finished FROM daily_plays
                WHERE player_key = \(bind: player.key) AND number BETWEEN \(bind: oldest) AND \(bind: newest)
                """
            ).all() {
                played[try row.decode(column: "number", as: Int.self)] = DailyArchive.Standing(
                    tries: try row.decode(column: "tries", as: Int.self),
                    solved: try row.decode(column: "solved", as: Bool.self),
                    finished: try row.decode(column: "finished", as: Bool.self))
            }
        }
        return days.reversed().compactMap { day in
            (oldest...newest).contains(day.number) ? DailyArchive.Entry(day, played: played[day.number]) : nil
        }
    }

    /// Days 1…`newest` as the archive lists them, from `DailyPuzzleCache` where this process read them.
    private func days(upTo newest: Int) async throws -> [DailyArchive.Day] {
        let read: (Int) async throws -> [DailyArchive.Day] = { first in
            try await database.sql.raw(
                """
                SELECT number, day, poster IS NOT NULL AS has_poster FROM daily_puzzles
                WHERE number BETWEEN \(bind: first) AND \(bind: newest) ORDER BY number
                """
            ).all().map { row in
                DailyArchive.Day(
                    number: try row.decode(column: "number", as: Int.self),
                    day: try row.decode(column: "day", as: String.self),
                    hasPoster: try row.decode(column: "has_poster", as: Bool.self))
            }
        }
        guard let kept else { return try await read(1) }
        return try await kept.days(upTo: newest, read: read)
    }
}
