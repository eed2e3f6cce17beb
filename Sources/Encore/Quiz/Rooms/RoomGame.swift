import Foundation

/// A party room's game as one value: who is in, which question is on, who answered it and how the
/// scores stand. Every change is a method here taking the server's time; the fields are
/// `private(set)`, so the compiler holds "nothing else sets them" (its types and readings are in
/// `RoomGame+Types`, `RoomGame+Reading`). Nothing here reads a clock, a database or a socket, so a
/// room can be kept as one row and changed under that row's lock by whichever instance a player's
/// message reaches.
struct RoomGame: Codable, Sendable, Equatable {
    private(set) var questionCount: Int
    let questionMilliseconds: Int
    private(set) var phase: Phase = .lobby
    /// -1 in the lobby, then the question on screen (or last shown).
    private(set) var questionIndex = -1
    private(set) var questionStartedAt: Date?
    /// When the host started the first question (nil in the lobby, and in rooms stored before it).
    private(set) var startedAt: Date?
    private(set) var pausedAt: Date?
    /// Time the current question's clock stood still (closed pauses, within `PauseRule`).
    private(set) var pausedMilliseconds = 0
    /// Pauses taken on the current question (`PauseRule.pausesPerQuestion`).
    private(set) var pauses = 0
    private(set) var locked = false
    private(set) var lastActivity: Date
    private(set) var players: [Player] = []
    /// Each player's place when the previous question was revealed, for the rank changes.
    private(set) var previousRanks: [UUID: Int] = [:]
    /// The host's choices (`options`); nil in rooms stored before there were any.
    private(set) var settings: RoomOptions?
    /// When the question on screen was revealed, for auto-advance.
    private(set) var revealedAt: Date?
    /// Answers (`RoomAnswerBoard.key`) the host took off the big screen at this reveal.
    private(set) var hiddenAnswers: [String]?

    /// A room needs a question and a time to answer it: a pack without questions is refused here,
    /// not found out in the middle of a game.
    init(questionCount: Int, questionMilliseconds: Int, createdAt: Date) throws(RoomError) {
        guard questionCount > 0, questionMilliseconds > 0 else { throw .noQuestions }
        self.questionCount = questionCount
        self.questionMilliseconds = questionMilliseconds
        lastActivity = createdAt
    }

    /// A game as its row kept it (`RoomGame.reading(stored:)`), every field as stored.
    init(restoring stored: StoredRoomGame) {
        (questionCount, questionMilliseconds, phase) = (stored.questionCount, stored.questionMilliseconds, stored.phase)
        (questionIndex, questionStartedAt, startedAt) = (
            stored.questionIndex, stored.questionStartedAt, stored.startedAt
        )
        (pausedAt, pausedMilliseconds, pauses) = (stored.pausedAt, stored.pausedMilliseconds, stored.pauses)
        (locked, lastActivity, players) = (stored.locked, stored.lastActivity, stored.players)
        (previousRanks, settings, revealedAt) = (stored.previousRanks, stored.settings, stored.revealedAt)
        hiddenAnswers = stored.hiddenAnswers
    }

    // MARK: - Commands

    /// A new player, or the same player again (a phone that reconnects keeps its id and its score).
    /// `nicknameKey` is the nickname as compared for uniqueness; the caller has checked the rules.
    /// `device` is the browser's (`RoomDevice.key`): one the host removed a player of stays out,
    /// whatever nickname or profile it comes back with.
    mutating func join(
        _ id: UUID, nickname: String, nicknameKey: String, profileID: UUID? = nil, device: String? = nil, at now: Date
    ) throws {
        advance(to: now)
        if let existing = player(id) {
            if existing.removed { throw RoomError.removed }
            return
        }
        if let device, players.contains(where: { $0.removed && $0.device == device }) { throw RoomError.removed }
        guard phase != .ended, phase != .finished else { throw RoomError.ended }
        guard !locked else { throw RoomError.locked }
        guard activePlayers.count < Self.maxPlayers else { throw RoomError.full }
        // A removed player's nickname stays taken: removing a guest must not just invite them back.
        guard !players.contains(where: { $0.nicknameKey == nicknameKey }) else { throw RoomError.nicknameTaken }
        // During a question or its reveal, a newcomer starts with the next one.
        let first = phase == .lobby ? 0 : questionIndex + 1
        var player = Player(
            id: id, profileID: profileID, nickname: nickname, nicknameKey: nicknameKey, firstQuestion: first,
            device: device)
        // Teams are made at the start; a late joiner evens out the smallest.
        if phase != .lobby, options.teams > 0 { player.team = smallestTeam }
        players.append(player)
        lastActivity = now
    }

    mutating func remove(_ id: UUID, at now: Date) throws {
        advance(to: now)
        guard phase != .ended else { throw RoomError.ended }
        guard let index = players.firstIndex(where: { $0.id == id }) else { throw RoomError.notAPlayer }
        players[index].removed = true
        lastActivity = now
        // The one who had not answered yet may have been all the question waited for.
        if isQuestionOn, everyoneAnswered { reveal(at: now) }
    }

    /// The host's choices. Teams are made at the start, so they change only in the lobby.
    mutating func setOptions(_ options: RoomOptions, at now: Date) throws {
        advance(to: now)
        guard phase != .ended else { throw RoomError.ended }
        guard options.teams == self.options.teams || phase == .lobby else { throw RoomError.wrongPhase }
        settings = options
        lastActivity = now
    }

    /// Takes one of the room's answers (`RoomAnswerBoard.key`) off the big screen, for this reveal.
    /// A key no answer has changes nothing: what is kept stays as small as the room's answers.
    mutating func hideAnswer(_ key: String, at now: Date) throws {
        advance(to: now)
        guard isShowingAnswer else { throw phase == .ended ? RoomError.ended : RoomError.wrongPhase }
        guard !(hiddenAnswers ?? []).contains(key), RoomAnswerBoard.keys(of: self).contains(key) else { return }
        hiddenAnswers = (hiddenAnswers ?? []) + [key]
        lastActivity = now
    }

    mutating func setLocked(_ locked: Bool, at now: Date) throws {
        advance(to: now)
        guard phase != .ended else { throw RoomError.ended }
        self.locked = locked
        lastActivity = now
    }

    /// Starts the first question, `countIn` seconds from now (the screens count 3, 2, 1 meanwhile:
    /// nothing of the question shows and nobody can answer before its clock starts).
    mutating func start(at now: Date, countIn: Int = 0) throws {
        advance(to: now)
        guard phase == .lobby else { throw phase == .ended ? RoomError.ended : RoomError.wrongPhase }
        guard !activePlayers.isEmpty else { throw RoomError.noPlayers }
        startedAt = now
        makeTeams()
        startQuestion(0, at: now.addingTimeInterval(TimeInterval(max(0, countIn))))
        lastActivity = now
    }

    /// Records a player's answer, judged by the caller against the question (`AnswerJudge`), at the
    /// server's time. Its points count at the reveal (until then the standings give nobody's
    /// answer away), which comes once every player who can answer has.
    mutating func answer(_ id: UUID, correct: Bool, text: String? = nil, at now: Date) throws -> RoomAnswer {
        advance(to: now)
        let index = try answeringPlayer(id, at: now)
        let elapsed = elapsedMilliseconds(at: now)
        let streak = players[index].streak
        let points =
            correct
            ? RoomScoring.points(
                elapsedMilliseconds: elapsed, limitMilliseconds: questionMilliseconds, streakBefore: streak,
                hints: players[index].hintsUsed) : 0
        let answer = RoomAnswer(elapsedMilliseconds: elapsed, correct: correct, points: points, text: text)
        players[index].answer = answer
        lastActivity = now
        if everyoneAnswered { reveal(at: now) }
        return answer
    }

    /// Where the player is in `players`, when they may still answer the question on now.
    private func answeringPlayer(_ id: UUID, at now: Date) throws -> Int {
        guard let index = players.firstIndex(where: { $0.id == id }) else { throw RoomError.notAPlayer }
        guard !players[index].removed else { throw RoomError.removed }
        guard phase == .asking else { throw phase == .ended ? RoomError.ended : RoomError.wrongPhase }
        guard players[index].firstQuestion <= questionIndex else { throw RoomError.notYetPlaying }
        guard players[index].answer == nil else { throw RoomError.alreadyAnswered }
        guard countInMilliseconds(at: now) == nil else { throw RoomError.wrongPhase }
        return index
    }

    /// Hands the player the next of the question's `available` hints (each costs a fifth of the
    /// question's points); refused once they answered or none are left.
    mutating func takeHint(_ id: UUID, available: Int, at now: Date) throws {
        advance(to: now)
        let index = try answeringPlayer(id, at: now)
        guard players[index].hintsUsed < available else { throw RoomError.noHints }
        players[index].hintsUsed += 1
        lastActivity = now
    }

    /// The host ends the question now (a question nobody gets).
    mutating func skip(at now: Date) throws {
        advance(to: now)
        guard isQuestionOn else {
            throw phase == .ended ? RoomError.ended : RoomError.wrongPhase
        }
        reveal(at: now)
        lastActivity = now
    }

    /// From a reveal to the next question, or to the podium after the last one.
    mutating func next(at now: Date) throws {
        advance(to: now)
        guard phase == .revealed else { throw phase == .ended ? RoomError.ended : RoomError.wrongPhase }
        moveOn(at: now)
    }

    private mutating func moveOn(at now: Date) {
        previousRanks = Dictionary(uniqueKeysWithValues: standings.map { ($0.id, $0.rank) })
        if questionIndex + 1 < questionCount {
            startQuestion(questionIndex + 1, at: now)
        } else {
            phase = .finished
            lastActivity = now
        }
    }

    /// Everyone still in, in joining order, dealt round the teams: sizes differ by one at most.
    private mutating func makeTeams() {
        let count = options.teams
        var dealt = 0
        for index in players.indices {
            guard count > 0, !players[index].removed else {
                players[index].team = nil
                continue
            }
            players[index].team = dealt % count
            dealt += 1
        }
    }

    /// 다시 하기: after the podium, the same players (nobody rejoins) are back in the lobby with
    /// nothing scored, for the host to start the pack again, or another pack of `questionCount`.
    mutating func playAgain(at now: Date, questionCount: Int? = nil) throws {
        advance(to: now)
        guard phase == .finished else { throw phase == .ended ? RoomError.ended : RoomError.wrongPhase }
        if let questionCount {
            guard questionCount > 0 else { throw RoomError.noQuestions }
            self.questionCount = questionCount
        }
        players = players.map { $0.startingOver() }
        revealedAt = nil
        hiddenAnswers = nil
        phase = .lobby
        questionIndex = -1
        questionStartedAt = nil
        startedAt = nil
        pausedAt = nil
        pausedMilliseconds = 0
        pauses = 0
        previousRanks = [:]
        lastActivity = now
    }

    mutating func end(at now: Date) {
        phase = .ended
        lastActivity = now
    }

    private mutating func startQuestion(_ index: Int, at now: Date) {
        questionIndex = index
        questionStartedAt = now
        pausedAt = nil
        pausedMilliseconds = 0
        pauses = 0
        revealedAt = nil
        hiddenAnswers = nil
        for player in players.indices {
            players[player].answer = nil
            players[player].hintsUsed = 0
        }
        phase = .asking
        lastActivity = now
    }

    // MARK: - Time

    /// What time alone changes: a question whose clock ran out is revealed, and a room left alone
    /// for `idleLimit` ends. Every request calls it first, so every instance sees the same room.
    mutating func advance(to now: Date) {
        if phase != .ended, now.timeIntervalSince(lastActivity) >= Self.idleLimit {
            phase = .ended
            return
        }
        // A paused question too: past the pause allowance its clock runs out like any other.
        if isQuestionOn, elapsedMilliseconds(at: now) >= questionMilliseconds {
            reveal(at: now)
        }
        // Auto-advance: the next question starts when it was due, even if nobody was here then.
        if phase == .revealed, let due = autoAdvanceDue, now >= due {
            moveOn(at: due)
            advance(to: now)
        }
    }

    /// Ends the question: right answers count their points and lengthen their streak, anyone else
    /// (wrong, silent, or not yet playing) loses theirs, and the standings move.
    mutating func reveal(at now: Date) {
        guard isQuestionOn else { return }
        for index in players.indices {
            if !players[index].removed, players[index].firstQuestion <= questionIndex {
                players[index].record.append(
                    RecordedAnswer(
                        question: questionIndex, answer: players[index].answer, hints: players[index].hintsUsed))
            }
            guard let answer = players[index].answer, answer.correct else {
                players[index].streak = 0
                continue
            }
            players[index].score += answer.points
            players[index].streak += 1
            players[index].bestStreak = max(players[index].bestStreak, players[index].streak)
            players[index].correctCount += 1
        }
        phase = .revealed
        revealedAt = now
        pausedAt = nil
    }

    mutating func pause(at now: Date) throws {
        advance(to: now)
        guard phase == .asking, countInMilliseconds(at: now) == nil else {
            throw phase == .ended ? RoomError.ended : RoomError.wrongPhase
        }
        guard pauses < PauseRule.pausesPerQuestion else { throw RoomError.noMorePauses }
        pauses += 1
        pausedAt = now
        phase = .paused
        lastActivity = now
    }

    mutating func resume(at now: Date) throws {
        advance(to: now)
        guard phase == .paused, let pausedAt else { throw phase == .ended ? RoomError.ended : RoomError.wrongPhase }
        pausedMilliseconds += PauseRule.countedPause(
            at: now, pausedAt: pausedAt, pausedMilliseconds: pausedMilliseconds)
        self.pausedAt = nil
        phase = .asking
        lastActivity = now
    }
}
