import Foundation

/// What the player's page may know about a play right now. While a question is being asked this
/// holds only the areas already due, as a server-rendered image with the rest black: never the
/// title, never the poster's address, never an image of areas still to come.
struct PlayState: Codable, Sendable {
    enum Status: String, Codable { case asking, paused, revealed, finished }

    let id: UUID
    let status: Status
    let packTitle: String
    let level: QuizLevel
    let questionNumber: Int
    let questionCount: Int
    let correctCount: Int
    let timeLimitMs: Int
    let remainingMs: Int
    let steps: Int
    let totalSteps: Int
    let nextStepInMs: Int?
    let stepImageURL: String?
    /// Only once the question has ended: how, and the movie.
    let outcome: PlayOutcome.Result?
    let reveal: QuestionCard?
    let resultURL: String?
    /// The hints asked for on this question so far (never one that was not asked for), and how many more it has.
    let hints: [QuizHints.Shown]
    let hintsLeft: Int
    /// For a 초성 question: the title's initial consonants, which is the whole question.
    let chosung: String?

    static let stepImageWidth = 400

    init(_ loaded: PlayService.Loaded, shownWith view: PlayPresentation) throws {
        let play = loaded.play
        let now = view.now
        let clock = loaded.clock
        let settled = play.isCurrentSettled
        id = try play.requireID()
        status = play.isFinished ? .finished : settled ? .revealed : clock.isPaused ? .paused : .asking
        packTitle = loaded.pack.title
        level = loaded.pack.level
        questionNumber = min(play.questionIndex, loaded.questions.count - 1) + 1
        questionCount = loaded.questions.count
        correctCount = play.outcomes.filter { $0.result == .correct }.count
        timeLimitMs = PlayClock.questionMilliseconds
        let isPoster = loaded.pack.kind == .poster
        totalSteps = isPoster ? loaded.pack.level.areaCount : 0
        chosung = isPoster || play.isFinished ? nil : TitleClue.text(for: loaded.current.title)
        if !isPoster {
            remainingMs =
                settled
                ? max(0, PlayClock.questionMilliseconds - play.outcomes[play.questionIndex].elapsedMilliseconds)
                : play.isFinished ? 0 : clock.remainingMilliseconds(at: now)
            steps = 0
            nextStepInMs = nil
            stepImageURL = nil
        } else if settled || play.isFinished {
            remainingMs =
                settled
                ? max(0, PlayClock.questionMilliseconds - play.outcomes[play.questionIndex].elapsedMilliseconds) : 0
            steps = totalSteps
            nextStepInMs = nil
            stepImageURL = nil
        } else {
            remainingMs = clock.remainingMilliseconds(at: now)
            steps = clock.steps(at: now)
            nextStepInMs = clock.isPaused ? nil : clock.nextStepIn(at: now)
            // Nothing to look at while paused: the pause stops the clock, not the thinking.
            stepImageURL =
                clock.isPaused
                ? nil
                : Self.stepImage(loaded.current, level: loaded.pack.level, steps: steps, play: id, images: view.images)
        }
        outcome = settled && !play.isFinished ? play.outcomes[play.questionIndex].result : nil
        reveal =
            settled && !play.isFinished
            ? QuestionCard(
                loaded.current, outcome: outcome, play: id, images: view.images,
                alsoAccepted: SameClue.titles(for: loaded.current, kind: loaded.pack.kind, in: view.catalog))
            : nil
        resultURL = play.isFinished ? Site.quizPlayResult.link(id) : nil
        let asking = !settled && !play.isFinished
        let available = QuizHints(loaded.current, kind: loaded.pack.kind)
        hints = asking ? QuizHints.shown(available.revealed(play.hintsUsed), in: view) : []
        hintsLeft = asking ? max(0, available.available.count - play.hintsUsed) : 0
    }

    /// The poster with only the first `steps` areas showing; nil while it is still all black.
    static func stepImage(
        _ question: QuizQuestion, level: QuizLevel, steps: Int, play: UUID, images: ImageURLSigner
    ) -> String? {
        guard steps > 0, let source = images.source(question.poster) else { return nil }
        let grid = AreaSelection(level: level, areas: question.areas).revealed(afterSteps: steps)
        return images.path(.reveal(width: stepImageWidth, grid: grid), source, sealedIn: .play(play))
    }
}

/// A question once it has ended: the whole poster and the movie, for the reveal and the result.
struct QuestionCard: Codable, Sendable {
    let number: Int
    let title: String
    let originalTitle: String?
    let releaseDate: String?
    let releaseYear: Int?
    let overview: String?
    let posterURL: String?
    let outcome: PlayOutcome.Result?
    /// On the result: what the question scored.
    var points: Int?
    /// A 초성 question's other films with the same clue, which counted too (`SameClue`).
    let alsoAccepted: [String]

    init(
        _ question: QuizQuestion, outcome: PlayOutcome.Result?, play: UUID, images: ImageURLSigner,
        alsoAccepted: [String] = []
    ) {
        number = question.position + 1
        title = question.title
        originalTitle = question.originalTitle == question.title ? nil : question.originalTitle
        releaseDate = question.releaseDate
        releaseYear = question.releaseYear
        overview = question.overview
        posterURL = images.source(question.poster)
            .map { images.path(.cover(width: PlayState.stepImageWidth), $0, sealedIn: .play(play)) }
        self.outcome = outcome
        self.alsoAccepted = alsoAccepted
    }
}
