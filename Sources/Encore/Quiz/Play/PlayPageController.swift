import Vapor

/// The play page (a shell the quiz player script drives through the play API) and the result page.
struct PlayPageController {
    let quiz: QuizFactory

    struct PlayContent: Encodable {
        let packTitle: String
        let questionCount: Int
        let apiPath: String
        let resultPath: String
        /// The profile's sound setting: effects and the background loop (Web Audio) only when on.
        let soundOn: Bool
    }

    struct ResultContent: Encodable {
        let packTitle: String
        let correctCount: Int
        let questionCount: Int
        let questions: [QuestionCard]
        let quizPath: String
        /// "Encore 퀴즈 4/5 🎬 …": the score and the pack, never an answer.
        let shareText: String
        let sharePath: String?
        let score: QuizScoring.Score
        let leaderboard: QuizLeaderboard
        let hasLeaderboardMe: Bool
        let statsPath: String
    }

    func show(_ request: Request) async throws -> Response {
        guard let player = request.auth.get(Profile.self) else { return request.redirectToWelcome() }
        let id = try request.playID()
        let outline = try await quiz.plays(request).outline(id, player: player)
        if outline.finishedAt != nil { return request.redirect(to: Site.quizPlayResult.link(id)) }
        let content = PlayContent(
            packTitle: outline.packTitle, questionCount: outline.questionCount,
            apiPath: Site.apiQuizPlay.link(id), resultPath: Site.quizPlayResult.link(id), soundOn: player.soundOn)
        return try await request.pageResponse("quiz/play", title: outline.packTitle, tab: .quiz, content)
    }

    func result(_ request: Request) async throws -> Response {
        guard let player = request.auth.get(Profile.self) else { return request.redirectToWelcome() }
        let id = try request.playID()
        let plays = try quiz.plays(request)
        let shown: (pack: QuizPack, questions: [QuizQuestion])
        if let finished = try await plays.finished(id, player: player) {
            shown = finished
        } else {
            // Not finished as stored: the last question's clock may have run out since.
            let loaded = try await plays.current(id, player: player)
            guard loaded.play.isFinished else { return request.redirect(to: Site.quizPlay.link(id)) }
            shown = (loaded.pack, loaded.questions)
        }
        let pack = shown.pack
        let leaderboard = try await quiz.leaderboards(request).load(pack: pack, viewer: player.id)
        // A finished play never changes: with what it shows of its pack and the leaderboard as it
        // stands, that names the whole body, kept so that a view renders no template (Leaf was a
        // fifth of the page) and reads no outcomes.
        let key = ResultKey(
            play: id, packTitle: pack.title, shareCode: pack.shareCode, speedScoring: pack.speedScoring,
            questions: shown.questions.map(\.id), leaderboard: leaderboard)
        return try await request.pageResponse(
            "quiz/result", key: key, title: request.text("quiz.result.title"), tab: .quiz
        ) {
            let loaded = try await plays.current(id, player: player)
            let result = PlayAPIController.Result(loaded, shownWith: quiz.presentation(request))
            return ResultContent(
                packTitle: pack.title, correctCount: result.correctCount,
                questionCount: result.questionCount, questions: result.questions, quizPath: Site.quiz.path,
                shareText: request.text(
                    "quiz.share.resultText", [String(result.correctCount), String(result.questionCount), pack.title]),
                sharePath: pack.shareCode.map { Site.quizShared.link($0) },
                score: result.score,
                leaderboard: leaderboard, hasLeaderboardMe: leaderboard.me != nil,
                statsPath: Site.quizPackStats.link(try pack.requireID()))
        }
    }

    private struct ResultKey: Hashable, Sendable {
        let play: UUID
        let packTitle: String
        let shareCode: String?
        let speedScoring: Bool
        let questions: [UUID?]
        let leaderboard: QuizLeaderboard
    }
}
