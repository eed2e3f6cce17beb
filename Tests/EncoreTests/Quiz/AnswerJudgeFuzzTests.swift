import Hangul
import Testing

@testable import Encore

/// The answer judge and the text rules around it on hostile input (seeded, reproducible): no crash,
/// and an answer that normalises to nothing is never right.
@Suite struct AnswerJudgeFuzzTests {
    @Test func hostileTitlesAndAnswersNeverBreakTheJudge() {
        var inputs = FuzzInputs(seed: 0xA115, count: 1_000)
        var index = 0
        while let title = inputs.next(), let answer = inputs.next() {
            let judge = AnswerJudge(title: title, originalTitle: answer, extraAnswers: [answer, title])
            _ = TitleClue.text(for: title)
            _ = TitleClue.hidesSomething(title)
            _ = TitleClue.englishHint(for: title)
            _ = TextLength.of(title)
            _ = NicknameRule.check(title)

            #expect(judge.isCorrect(answer) == !Hangul.normalizedAnswer(answer).isEmpty, "pair \(index)")
            #expect(judge.isCorrect(title) == !Hangul.normalizedAnswer(title).isEmpty, "pair \(index)")
            index += 1
        }
    }
}
