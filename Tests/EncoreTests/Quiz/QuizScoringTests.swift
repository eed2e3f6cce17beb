import Testing

@testable import Encore

@Suite struct QuizScoringTests {
    static func correct(after milliseconds: Int) -> PlayOutcome {
        PlayOutcome(result: .correct, elapsedMilliseconds: milliseconds, steps: 1, wrongAttempts: 0)
    }

    static let timeout = PlayOutcome(result: .timeout, elapsedMilliseconds: 20_000, steps: 3, wrongAttempts: 0)

    @Test func aRightAnswerScoresMoreTheSoonerItComes() {
        let score = QuizScoring.score([Self.correct(after: 0)], speedScoring: true)
        let slow = QuizScoring.score([Self.correct(after: 15_000)], speedScoring: true)
        let last = QuizScoring.score([Self.correct(after: 20_000)], speedScoring: true)

        #expect(score.perQuestion == [200])
        #expect(slow.perQuestion == [125])
        #expect(last.perQuestion == [100])
    }

    @Test func withSpeedScoringOffOnlyRightAnswersAndStreaksCount() {
        let score = QuizScoring.score([Self.correct(after: 1_000), Self.correct(after: 19_000)], speedScoring: false)

        #expect(score.perQuestion == [100, 120])
    }

    @Test func streaksAddTwentyPerAnswerInARowUpToAHundredAndATimeOutEndsThem() {
        let outcomes =
            Array(repeating: Self.correct(after: 20_000), count: 7) + [Self.timeout, Self.correct(after: 20_000)]

        let score = QuizScoring.score(outcomes, speedScoring: true)

        #expect(score.perQuestion == [100, 120, 140, 160, 180, 200, 200, 0, 100])
        #expect(score.bestStreak == 7)
        #expect(score.total == 1_200)
    }

    @Test func nothingRightScoresNothing() {
        let score = QuizScoring.score([Self.timeout, Self.timeout], speedScoring: true)

        #expect(score == QuizScoring.Score(total: 0, perQuestion: [0, 0], bestStreak: 0))
    }
}
