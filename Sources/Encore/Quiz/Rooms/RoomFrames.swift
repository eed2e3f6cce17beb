import Foundation

/// What a room's sockets are sent after a change (docs/rooms.md): built once per change on each
/// instance, the room's part and the host's part encoded once, each player's own part per socket.
/// While a question is asked nothing here says anything of its answer: no title, no poster, and
/// only the areas already due, sealed as in solo play.
struct RoomFrames: Sendable {
    struct Person: Encodable, Sendable {
        let id: UUID
        let nickname: String
        /// The profile the player joined as, which the host may report (#51); absent for a guest
        /// who joined without one.
        let profileID: UUID?
    }

    struct Question: Encodable, Sendable {
        let chosung: String?
    }

    struct Reveal: Encodable, Sendable {
        let title: String
        let originalTitle: String?
        let releaseYear: Int?
        let posterURL: String?
        let correct: [String]
        /// A 초성 question's other films with the same clue, which counted too (`SameClue`).
        let alsoAccepted: [String]
        /// The title's 초성 (or initials), shown beside it.
        let clue: String
        /// The first right answer, and how long it took.
        let fastest: Fastest?
    }

    struct Fastest: Encodable, Sendable {
        let nickname: String
        let elapsedMs: Int
    }

    struct Room: Encodable, Sendable {
        let id: UUID
        let pin: String
        let packTitle: String
        let kind: QuizKind
        let phase: RoomGame.Phase
        let locked: Bool
        let hintsAllowed: Bool
        let questionNumber: Int
        let questionCount: Int
        let timeLimitMs: Int
        let remainingMs: Int
        let questionStartedAt: Int?
        let answered: Int
        let answering: Int
        /// Who is in (removed players left out); the names are in the host's frame only: 1,000
        /// names in every phone's frame made each question start 60 KB per phone (#31.4).
        let playerCount: Int
        let question: Question?
        let reveal: Reveal?
        let standings: [RoomStanding]
        let podium: [RoomStanding]
        let options: RoomOptions
        /// While the screens count 3, 2, 1 before the first question: when its clock starts.
        let startsInMs: Int?
        /// When auto-advance starts the next question, counted at `serverTime`.
        let nextQuestionInMs: Int?
        /// A team game's standings, from the first reveal on.
        let teams: [RoomTeamStanding]
    }

    /// The big screen's picture of a poster question.
    struct Stage: Encodable, Sendable {
        let stepImageURL: String?
        let steps: Int
        let totalSteps: Int
        let nextStepInMs: Int?
    }

    struct Me: Encodable, Sendable {
        let id: UUID
        let nickname: String
        let score: Int
        let rank: Int?
        let answered: Bool
        let canAnswer: Bool
        let lastAnswer: LastAnswer?
        let hints: [QuizHints.Shown]
        let hintsLeft: Int
        /// Their team in a team game, once it started.
        let team: Int?
        /// What this player sent for the question on screen (their own words only), so a phone
        /// that reloads still shows it.
        let sentAnswer: String?
    }

    struct LastAnswer: Encodable, Sendable {
        let correct: Bool
        let points: Int
    }

    static let standingsShown = 10

    let roomID: UUID
    let version: Int
    let game: RoomGame
    let stage: Stage?
    private let head: String
    /// The hints of the question being asked (nil at any other moment).
    private let hints: QuizHints?
    private let ranks: [UUID: Int]
    private let players: [UUID: RoomGame.Player]
    private let presentation: PlayPresentation

    init(_ room: QuizRoom, shownWith presentation: PlayPresentation) throws {
        self.init(try RoomGameCache().snapshot(of: room), shownWith: presentation)
    }

    init(_ room: RoomSnapshot, shownWith presentation: PlayPresentation) {
        let (game, questions) = (room.game, room.questions)
        let now = presentation.now
        let roomID = room.id
        self.roomID = roomID
        self.version = room.version
        self.game = game
        self.presentation = presentation
        let standings = game.standings
        ranks = Dictionary(uniqueKeysWithValues: standings.map { ($0.id, $0.rank) })
        players = Dictionary(uniqueKeysWithValues: game.players.map { ($0.id, $0) })
        let current = game.questionIndex >= 0 ? questions[min(game.questionIndex, questions.count - 1)] : nil
        let asking = game.isQuestionOn
        // While paused nothing of the question shows (no clue, no hint, no poster area): a pause
        // must not be time to study it.
        let countIn = game.countInMilliseconds(at: now)
        // Nor during the 3, 2, 1: the question starts when its clock does.
        let clueShown = game.phase == .asking && countIn == nil
        let shown = game.isShowingAnswer
        hints = clueShown ? current.map { QuizHints($0.model, kind: room.kind) } : nil
        let mayAnswer = game.activePlayers.filter { $0.firstQuestion <= game.questionIndex }
        let reveal =
            shown ? current.map { Self.reveal($0, kind: room.kind, game: game, room: roomID, presentation) } : nil
        let shownStandings = shown ? Array(standings.prefix(Self.standingsShown)) : []
        let podium = game.phase == .finished || (game.phase == .ended && game.questionIndex >= 0)
        let summary = Room(
            id: roomID, pin: room.pin, packTitle: room.packTitle, kind: room.kind, phase: game.phase,
            locked: game.locked, hintsAllowed: room.hintsAllowed, questionNumber: max(0, game.questionIndex + 1),
            questionCount: game.questionCount, timeLimitMs: game.questionMilliseconds,
            remainingMs: game.remainingMilliseconds(at: now),
            questionStartedAt: asking ? game.questionStartedAt.map { Int($0.timeIntervalSince1970 * 1000) } : nil,
            answered: mayAnswer.filter { $0.answer != nil }.count, answering: mayAnswer.count,
            playerCount: game.activePlayers.count,
            question: asking
                ? Question(
                    chosung: room.kind == .chosung && clueShown ? current.map { TitleClue.text(for: $0.title) } : nil)
                : nil,
            reveal: reveal, standings: shownStandings,
            podium: podium ? game.podium : [], options: game.options, startsInMs: countIn,
            nextQuestionInMs: game.millisecondsUntilAutoAdvance(at: now),
            teams: shown || podium ? game.teamStandings : [])
        stage =
            asking && room.kind == .poster
            ? current.map {
                countIn.map { Stage(stepImageURL: nil, steps: 0, totalSteps: room.level.areaCount, nextStepInMs: $0) }
                    ?? Self.stage($0, game: game, level: room.level, room: roomID, presentation)
            } : nil
        head =
            "{\"type\":\"state\",\"version\":\(room.version),\"serverTime\":\(Int(now.timeIntervalSince1970 * 1000)),"
            + "\"room\":\(Self.json(summary))"
    }

    /// The frame for the host's big screen: who is in, after a reveal what the room answered
    /// (when the host shows it), and at the end the full ranking. These are for the stage and kept
    /// off every phone's frame (players have their own place in `me`).
    var forHost: String {
        let ranking = game.phase == .finished || (game.phase == .ended && game.questionIndex >= 0)
        let answers = RoomAnswerBoard.entries(of: game)
        let players = game.activePlayers.map { Person(id: $0.id, nickname: $0.nickname, profileID: $0.profileID) }
        return head + ",\"players\":\(Self.json(players)),\"host\":\(stage.map(Self.json) ?? "null")"
            + (game.options.answersOnScreen && game.phase == .revealed ? ",\"answers\":\(Self.json(answers))" : "")
            + (ranking ? ",\"ranking\":\(Self.json(game.ranking))" : "") + ",\"me\":null}"
    }

    /// The frame for one player's phone; nil for someone not (or no longer) in the room.
    func forPlayer(_ id: UUID, language: Language) -> String? {
        guard let player = players[id], !player.removed else { return nil }
        let canAnswer = game.questionIndex >= 0 && player.firstQuestion <= game.questionIndex
        var shownHints: [QuizHints.Shown] = []
        var hintsLeft = 0
        if let hints, canAnswer {
            let view = PlayPresentation(
                now: presentation.now, images: presentation.images, strings: presentation.strings, language: language,
                catalog: presentation.catalog)
            shownHints = QuizHints.shown(hints.revealed(player.hintsUsed), in: view)
            hintsLeft = player.answer == nil ? max(0, hints.available.count - player.hintsUsed) : 0
        }
        let last = game.isShowingAnswer ? player.record.last(where: { $0.question == game.questionIndex }) : nil
        let me = Me(
            id: id, nickname: player.nickname, score: player.score, rank: ranks[id], answered: player.answer != nil,
            canAnswer: canAnswer, lastAnswer: last?.answer.map { LastAnswer(correct: $0.correct, points: $0.points) },
            hints: shownHints, hintsLeft: hintsLeft, team: player.team,
            sentAnswer: (player.answer ?? last?.answer)?.text)
        return head + ",\"host\":null,\"me\":" + me.json + "}"
    }

    private static func reveal(
        _ question: RoomQuestion, kind: QuizKind, game: RoomGame, room: UUID, _ presentation: PlayPresentation
    ) -> Reveal {
        let card = QuestionCard(question.model, outcome: nil, play: room, images: presentation.images)
        let right = game.activePlayers.compactMap { player -> (String, Int)? in
            guard let answer = player.record.last(where: { $0.question == game.questionIndex })?.answer,
                answer.correct
            else { return nil }
            return (player.nickname, answer.elapsedMilliseconds)
        }
        let fastest = right.min { $0.1 < $1.1 }
        return Reveal(
            title: card.title, originalTitle: card.originalTitle, releaseYear: card.releaseYear,
            posterURL: card.posterURL, correct: right.map(\.0),
            alsoAccepted: SameClue.titles(for: question.model, kind: kind, in: presentation.catalog),
            clue: TitleClue.text(for: card.title), fastest: fastest.map { Fastest(nickname: $0.0, elapsedMs: $0.1) })
    }

    private static func stage(
        _ question: RoomQuestion, game: RoomGame, level: QuizLevel, room: UUID, _ presentation: PlayPresentation
    ) -> Stage {
        let elapsed = game.elapsedMilliseconds(at: presentation.now)
        let stepMilliseconds = level.secondsPerArea * 1000
        let steps = level.areasShown(afterMilliseconds: elapsed)
        let paused = game.phase == .paused
        return Stage(
            stepImageURL: paused
                ? nil
                : PlayState.stepImage(
                    question.model, level: level, steps: steps, play: room, images: presentation.images),
            steps: steps, totalSteps: level.areaCount,
            nextStepInMs: paused || steps >= level.areaCount ? nil : (steps + 1) * stepMilliseconds - elapsed)
    }

    private static func json(_ value: some Encodable) -> String {
        // Encoding these plain values cannot fail.
        String(decoding: (try? RoomCoding.encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
    }
}
