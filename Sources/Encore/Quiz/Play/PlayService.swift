import Fluent
import Foundation
import SQLKit

/// The quiz on the server: starts plays, keeps their clock, judges answers and moves through the
/// questions. Every change to a play runs under that play's lock, so a question is scored once.
struct PlayService {
    /// Answer attempts allowed per play within one window, so answers cannot be brute-forced.
    static let attemptsPerWindow = 12
    static let attemptWindowSeconds = 10.0

    /// A play whose question started longer ago than this is not being played any more.
    static let liveFor: TimeInterval = 30 * 60

    let database: EncoreDatabase
    let clock: AppClock
    let locks: KeyedSerializer<UUID>
    let limits: RateLimits
    /// The built-in films: a 초성 question also accepts those with its clue (`SameClue`).
    let catalog: MovieCatalog
    /// The process's decoded questions (a fresh one keeps nothing between services).
    var questions = PackQuestionsCache()

    /// A play with its pack and the pack's questions in order.
    struct Loaded: @unchecked Sendable {
        let play: QuizPlay
        let pack: QuizPack
        let questions: [QuizQuestion]

        var current: QuizQuestion { questions[min(play.questionIndex, questions.count - 1)] }
        var clock: PlayClock { play.clock(level: pack.level) }
    }

    func start(packID: UUID, player: Profile, addressKey: String) async throws -> QuizPlay {
        guard let row = try await PackRow.read(packID, on: database.sql),
            row.review.allowsPlay(by: player.id, maker: row.maker_id)
        else { throw PlayError.packNotFound }
        let pack = row.pack()
        // In a room of this pack, a solo play would be an answer checker for the room's questions.
        if try await LiveAnswerers(database: database, clock: clock).isAnswering(
            profile: try player.requireID(), addressKey: addressKey, pack: try pack.requireID(), solo: false)
        {
            throw PlayError.roomInProgress
        }
        try await VisitorAllowance(limits: limits, network: addressKey).spend(.plays, profile: try player.requireID())
        let play = QuizPlay(packID: try pack.requireID(), playerID: try player.requireID(), now: clock.now())
        try await play.create(on: database)
        return play
    }

    /// What the play page shows around the script that plays (it asks `current` through the API):
    /// whether the play is finished, and its pack's title and question count. One plain row: the
    /// questions read as models were most of the page's CPU.
    func outline(_ playID: UUID, player: Profile) async throws -> PlayOutline {
        guard
            let outline = try await database.sql.raw(
                """
                SELECT pl.player_id, pl.finished_at, pk.title AS pack_title,
                  (SELECT COUNT(*) FROM quiz_questions q WHERE q.pack_id = pk.id) AS question_count
                FROM quiz_plays pl JOIN quiz_packs pk ON pk.id = pl.pack_id
                WHERE pl.id = \(bind: playID)
                """
            ).first(decoding: PlayOutline.self),
            outline.playerID == player.id, outline.questionCount > 0
        else { throw PlayError.playNotFound }
        return outline
    }

    struct PlayOutline: Decodable {
        let playerID: UUID
        let finishedAt: Date?
        let packTitle: String
        let questionCount: Int

        enum CodingKeys: String, CodingKey {
            case playerID = "player_id", finishedAt = "finished_at", packTitle = "pack_title"
            case questionCount = "question_count"
        }
    }

    /// The play as it stands now, a time-out recorded if the clock ran out since the last request.
    func current(_ playID: UUID, player: Profile) async throws -> Loaded {
        // Only a time-out to record needs the row lock (a write transaction); reading a play, as
        // every page and poll does, must not queue behind every other play's writes.
        let loaded = try await read(playID, player: player)
        guard needsSettling(loaded) else { return loaded }
        // Requests that queued here behind the one recording the time-out find it recorded with a
        // plain read: one write transaction each, in turn, was a burst of 100 ms and more for a
        // page polling on several connections.
        let recorded: @Sendable () async throws -> Loaded? = {
            let again = try await read(playID, player: player)
            return needsSettling(again) ? nil : again
        }
        return try await locked(playID, unless: recorded) { service in
            try await service.settle(try await service.load(playID, player: player))
        }
    }

    /// Judges one answer. Wrong answers only count an attempt; a right one settles the question.
    func answer(_ playID: UUID, player: Profile, text: String) async throws -> (correct: Bool, loaded: Loaded) {
        try await locked(playID) { service in
            let loaded = try await service.settle(try await service.load(playID, player: player))
            let play = loaded.play
            try requireAsking(loaded)
            try countAttempt(play)
            try await service.limits.require(
                .answersPerProfilePack, key: "\(play.$player.id)/\(play.$pack.id)", message: "quiz.play.tooManyAnswers")
            let now = clock.now()
            let correct = SameClue.judge(for: loaded.current, kind: loaded.pack.kind, in: catalog).isCorrect(text)
            if correct {
                let clock = loaded.clock
                play.outcomes.append(
                    PlayOutcome(
                        result: .correct, elapsedMilliseconds: clock.elapsedMilliseconds(at: now),
                        steps: loaded.pack.kind == .poster ? clock.steps(at: now) : 0,
                        wrongAttempts: play.wrongAttempts, hints: play.hintsUsed))
            } else {
                play.wrongAttempts += 1
            }
            try await play.save(on: service.database)
            return (correct, loaded)
        }
    }

    /// Hands out the current question's next hint (`QuizHints`); 409 when it has none left.
    func hint(_ playID: UUID, player: Profile) async throws -> Loaded {
        try await locked(playID) { service in
            let loaded = try await service.settle(try await service.load(playID, player: player))
            try requireAsking(loaded)
            guard loaded.play.hintsUsed < QuizHints(loaded.current, kind: loaded.pack.kind).available.count else {
                throw PlayError.noHintsLeft
            }
            loaded.play.hintsUsed += 1
            try await loaded.play.save(on: service.database)
            return loaded
        }
    }

    func pause(_ playID: UUID, player: Profile) async throws -> Loaded {
        try await changeClock(playID, player: player) { clock, now in
            if clock.isPaused { return clock }
            guard clock.canPause else { throw PlayError.pauseLimitReached }
            return clock.paused(at: now)
        }
    }

    func resume(_ playID: UUID, player: Profile) async throws -> Loaded {
        try await changeClock(playID, player: player) { $0.resumed(at: $1) }
    }

    /// After a question's reveal: the next question starts its clock now, or the play ends.
    func next(_ playID: UUID, player: Profile) async throws -> Loaded {
        try await locked(playID) { service in
            let loaded = try await service.settle(try await service.load(playID, player: player))
            let play = loaded.play
            guard !play.isFinished else { throw PlayError.finished }
            guard play.isCurrentSettled else { throw PlayError.notAnswered }
            let now = clock.now()
            if play.questionIndex + 1 < loaded.questions.count {
                play.questionIndex += 1
                play.questionStartedAt = now
                play.pausedAt = nil
                play.pausedMilliseconds = 0
                play.pauses = 0
                play.wrongAttempts = 0
                play.hintsUsed = 0
            } else {
                play.finishedAt = now
                let score = QuizScoring.score(play.outcomes, speedScoring: loaded.pack.speedScoring)
                play.score = score.total
                play.bestStreak = score.bestStreak
            }
            try await play.save(on: service.database)
            return loaded
        }
    }

    // MARK: - Steps shared by every request

    /// Runs `work` as the only change to this play anywhere: in-process callers queue on the play's
    /// key, and the transaction holds the play's row (PostgreSQL `FOR UPDATE`; SQLite's write lock)
    /// so a second instance waits too. `work` gets a service bound to that transaction. `unless`,
    /// asked once this process's turn came, may answer instead, without the transaction.
    private func locked<T: Sendable>(
        _ playID: UUID, unless answered: (@Sendable () async throws -> T?)? = nil,
        _ work: @escaping @Sendable (PlayService) async throws -> T
    ) async throws -> T {
        try await locks.run(playID) {
            if let answered, let answer = try await answered() { return answer }
            return try await database.withRowLock(in: QuizPlay.schema, id: playID) { transaction in
                try await work(
                    PlayService(
                        database: transaction, clock: clock, locks: locks, limits: limits.on(transaction),
                        catalog: catalog))
            }
        }
    }

    private func changeClock(
        _ playID: UUID, player: Profile, _ change: @escaping @Sendable (PlayClock, Date) throws -> PlayClock
    ) async throws -> Loaded {
        try await locked(playID) { service in
            let loaded = try await service.settle(try await service.load(playID, player: player))
            guard !loaded.play.isFinished else { throw PlayError.finished }
            // Pausing only stops the question clock; during a reveal there is nothing to stop.
            guard !loaded.play.isCurrentSettled else { return loaded }
            loaded.play.apply(try change(loaded.clock, clock.now()))
            try await loaded.play.save(on: service.database)
            return loaded
        }
    }

    /// The play and its pack as one plain row, to read only (`PlayRow`). Someone else's play is
    /// "not found": its existence is not theirs to know.
    private func read(_ playID: UUID, player: Profile) async throws -> Loaded {
        guard let row = try await PlayRow.read(playID, on: database.sql), row.player_id == player.id else {
            throw PlayError.playNotFound
        }
        return try await loaded(row.play(), row.pack())
    }

    /// A finished play's pack and questions, read without its outcomes (for what names its result
    /// page); nil when the play is not finished as stored (`current` says how it stands).
    func finished(_ playID: UUID, player: Profile) async throws -> (pack: QuizPack, questions: [QuizQuestion])? {
        guard let row = try await PlayRow.read(playID, outcomes: false, on: database.sql), row.player_id == player.id
        else { throw PlayError.playNotFound }
        guard row.finished_at != nil else { return nil }
        let loaded = try await loaded(row.play(), row.pack())
        return (loaded.pack, loaded.questions)
    }

    /// The play and its pack as models to change (under the row lock, `locked`).
    private func load(_ playID: UUID, player: Profile) async throws -> Loaded {
        guard let play = try await QuizPlay.find(playID, on: database), play.$player.id == player.id,
            let pack = try await QuizPack.find(play.$pack.id, on: database)
        else { throw PlayError.playNotFound }
        return try await loaded(play, pack)
    }

    /// The play with its pack's questions (kept ones when they are still the pack's).
    private func loaded(_ play: QuizPlay, _ pack: QuizPack) async throws -> Loaded {
        let questions = try await self.questions.questions(of: play.$pack.id, on: database)
        guard !questions.isEmpty else { throw PlayError.playNotFound }
        pack.$questions.value = questions
        return Loaded(play: play, pack: pack, questions: questions)
    }

    /// Whether the question's clock ran out with no outcome recorded yet.
    private func needsSettling(_ loaded: Loaded) -> Bool {
        !loaded.play.isFinished && !loaded.play.isCurrentSettled && loaded.clock.isTimedOut(at: clock.now())
    }

    /// Records a time-out once the clock has run out, so every later request sees the same outcome.
    private func settle(_ loaded: Loaded) async throws -> Loaded {
        let play = loaded.play
        guard needsSettling(loaded) else { return loaded }
        play.outcomes.append(
            PlayOutcome(
                result: .timeout, elapsedMilliseconds: PlayClock.questionMilliseconds,
                steps: loaded.pack.kind == .poster ? loaded.pack.level.areaCount : 0,
                wrongAttempts: play.wrongAttempts, hints: play.hintsUsed))
        try await play.save(on: database)
        return loaded
    }

    private func requireAsking(_ loaded: Loaded) throws {
        if loaded.play.isFinished { throw PlayError.finished }
        if loaded.play.isCurrentSettled { throw PlayError.alreadySettled }
        if loaded.clock.isPaused { throw PlayError.paused }
    }

    private func countAttempt(_ play: QuizPlay) throws {
        let now = clock.now()
        if let windowStart = play.attemptWindowAt, now.timeIntervalSince(windowStart) < Self.attemptWindowSeconds {
            guard play.attemptsInWindow < Self.attemptsPerWindow else {
                let wait = Int((Self.attemptWindowSeconds - now.timeIntervalSince(windowStart)).rounded(.up))
                throw PlayError.tooFast(retryAfterSeconds: max(1, wait))
            }
            play.attemptsInWindow += 1
        } else {
            play.attemptWindowAt = now
            play.attemptsInWindow = 1
        }
    }
}
