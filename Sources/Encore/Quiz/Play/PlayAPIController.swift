import Vapor

/// `/api/v1/quiz/...` for playing: start a play of a pack, read its state, answer, pause, resume,
/// go on after a reveal, and the result once finished. Same `PlayService` as the play page.
struct PlayAPIController {
    let quiz: QuizFactory

    struct AnswerForm: Content { var answer: String }

    struct AnswerResult: Content {
        let correct: Bool
        let state: PlayState
    }

    struct Result: Content {
        let correctCount: Int
        let questionCount: Int
        let questions: [QuestionCard]
        /// The play's points: total, per question (in order) and best streak.
        let score: QuizScoring.Score
        let speedScoring: Bool
    }

    func start(_ request: Request) async throws -> Response {
        let player = try request.requireProfile()
        let play = try await quiz.plays(request).start(
            packID: try request.packID(), player: player, addressKey: request.clientNetworkKey)
        let loaded = try await quiz.plays(request).current(try play.requireID(), player: player)
        return try await PlayState(loaded, shownWith: quiz.presentation(request)).encodeResponse(
            status: .created, for: request)
    }

    func show(_ request: Request) async throws -> PlayState {
        try PlayState(
            try await quiz.plays(request).current(try request.playID(), player: try request.requireProfile()),
            shownWith: quiz.presentation(request))
    }

    func answer(_ request: Request) async throws -> AnswerResult {
        let form = try request.content.decode(AnswerForm.self)
        // The code-point cap is the OpenAPI document's `maxLength`; the reader's count is the rule people see.
        guard form.answer.unicodeScalars.count <= 4 * PackService.maxAnswerLength,
            TextLength.of(form.answer) <= PackService.maxAnswerLength
        else { throw FieldProblem("answer", "quiz.play.answerTooLong") }
        let judged = try await quiz.plays(request).answer(
            try request.playID(), player: try request.requireProfile(), text: form.answer)
        return AnswerResult(
            correct: judged.correct, state: try PlayState(judged.loaded, shownWith: quiz.presentation(request)))
    }

    func hint(_ request: Request) async throws -> PlayState {
        try PlayState(
            try await quiz.plays(request).hint(try request.playID(), player: try request.requireProfile()),
            shownWith: quiz.presentation(request))
    }

    func pause(_ request: Request) async throws -> PlayState {
        try PlayState(
            try await quiz.plays(request).pause(try request.playID(), player: try request.requireProfile()),
            shownWith: quiz.presentation(request))
    }

    func resume(_ request: Request) async throws -> PlayState {
        try PlayState(
            try await quiz.plays(request).resume(try request.playID(), player: try request.requireProfile()),
            shownWith: quiz.presentation(request))
    }

    func next(_ request: Request) async throws -> PlayState {
        try PlayState(
            try await quiz.plays(request).next(try request.playID(), player: try request.requireProfile()),
            shownWith: quiz.presentation(request))
    }

    func leaderboard(_ request: Request) async throws -> QuizLeaderboard {
        let pack = try await quiz.packs(request).find(try request.packID())
        return try await quiz.leaderboards(request).load(pack: pack, viewer: request.auth.get(Profile.self)?.id)
    }

    func result(_ request: Request) async throws -> Result {
        let loaded = try await quiz.plays(request).current(try request.playID(), player: try request.requireProfile())
        guard loaded.play.isFinished else { throw PlayError.notFinished }
        return Result(loaded, shownWith: quiz.presentation(request))
    }
}

extension PlayAPIController.Result {
    init(_ loaded: PlayService.Loaded, shownWith view: PlayPresentation) {
        let outcomes = loaded.play.outcomes
        correctCount = outcomes.filter { $0.result == .correct }.count
        questionCount = loaded.questions.count
        let score = QuizScoring.score(outcomes, speedScoring: loaded.pack.speedScoring)
        questions = loaded.questions.enumerated().map { index, question in
            var card = QuestionCard(
                question, outcome: index < outcomes.count ? outcomes[index].result : nil, play: loaded.play.id!,
                images: view.images,
                alsoAccepted: SameClue.titles(for: question, kind: loaded.pack.kind, in: view.catalog))
            card.points = index < score.perQuestion.count ? score.perQuestion[index] : nil
            return card
        }
        self.score = score
        speedScoring = loaded.pack.speedScoring
    }
}

extension Request {
    func playID() throws -> UUID {
        guard let id = parameters.get(.playID, as: UUID.self) else {
            throw PlayError.playNotFound
        }
        return id
    }
}
