import Testing

@testable import Encore

@Suite struct AnswerJudgeTests {
    let parasite = AnswerJudge(title: "기생충", originalTitle: "Parasite", extraAnswers: ["패러사이트"])

    @Test(arguments: ["기생충", "기 생 충", "기생충!", "parasite", "PARASITE", " Parasite. ", "패러사이트", "Ｐａｒａｓｉｔｅ"])
    func acceptsTheTitleInAnyFormThatNormalisesTheSame(answer: String) {
        #expect(parasite.isCorrect(answer))
    }

    @Test(arguments: ["기생", "기생충2", "parasites", "", "   ", "!!!", "괴물"])
    func refusesOtherAnswers(answer: String) {
        #expect(!parasite.isCorrect(answer))
    }

    @Test func anEmptyNormalisedAnswerIsNeverCorrectEvenForATitleThatNormalisesToNothing() {
        let spirited = AnswerJudge(title: "千と千尋の神隠し", originalTitle: "千と千尋の神隠し")

        #expect(!spirited.isCorrect(""))
        #expect(!spirited.isCorrect("!?"))
        #expect(!spirited.isCorrect("千と千尋の神隠し"))
        #expect(!spirited.isAnswerable)
    }

    @Test func anExtraAnswerMakesSuchATitleAnswerable() {
        let spirited = AnswerJudge(
            title: "千と千尋の神隠し", originalTitle: nil, extraAnswers: ["센과 치히로의 행방불명", "Spirited Away"])

        #expect(spirited.isAnswerable)
        #expect(spirited.isCorrect("센과치히로의행방불명"))
        #expect(spirited.isCorrect("spirited away"))
    }

    @Test func numbersInTitlesCount() {
        let judge = AnswerJudge(title: "부산행", originalTitle: "Train to Busan")
        let sequel = AnswerJudge(title: "범죄도시 2", originalTitle: nil)

        #expect(judge.isCorrect("train to busan"))
        #expect(sequel.isCorrect("범죄도시2"))
        #expect(!sequel.isCorrect("범죄도시"))
    }
}
