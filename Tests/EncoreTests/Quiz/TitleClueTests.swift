import Foundation
import Testing

@testable import Encore

@Suite struct TitleClueTests {
    @Test func hangulTitlesShowTheirInitialConsonantsAndKeepEverythingElse() {
        #expect(TitleClue.text(for: "기생충") == "ㄱㅅㅊ")
        #expect(TitleClue.text(for: "007 스카이폴") == "007 ㅅㅋㅇㅍ")
        #expect(TitleClue.text(for: "광해, 왕이 된 남자") == "ㄱㅎ, ㅇㅇ ㄷ ㄴㅈ")
    }

    @Test func englishTitlesShowEachWordsFirstLetterAndABlankPerOtherLetter() {
        #expect(TitleClue.text(for: "The Dark Knight") == "T__ D___ K_____")
        #expect(TitleClue.text(for: "Schindler's List") == "S________'_ L___")
        #expect(TitleClue.text(for: "Miracle in Cell No. 7") == "M______ i_ C___ N_. 7")
        #expect(TitleClue.text(for: "2001: A Space Odyssey") == "2001: A S____ O______")
    }

    @Test func aTitleThatWouldShowItselfHidesNothing() {
        #expect(!TitleClue.hidesSomething("1987"))
        #expect(!TitleClue.hidesSomething("A"))
        #expect(TitleClue.hidesSomething("Up"))
        #expect(TitleClue.hidesSomething("부산행"))
    }

    @Test func theEnglishHintSpellsOutTheLongestHiddenWordOrHalfOfTheOnlyOne() {
        #expect(TitleClue.englishHint(for: "Toy Story") == "T__ Story")
        #expect(TitleClue.englishHint(for: "Titanic") == "Tita___")
        #expect(TitleClue.englishHint(for: "A Quiet Place") == "A Quiet P____")
        #expect(TitleClue.englishHint(for: "E.T. the Extra-Terrestrial") == "E.T. t__ Extra-Terrestrial")
        #expect(TitleClue.englishHint(for: "E.T.") == nil)
        #expect(TitleClue.englishHint(for: "기생충") == nil)
    }

    @Test func decomposedHangulIsStillHangul() {
        let decomposed = "기생충".decomposedStringWithCanonicalMapping

        #expect(TitleClue.text(for: decomposed) == "ㄱㅅㅊ")
        #expect(TitleClue.hasHangul(decomposed) && TitleClue.englishHint(for: decomposed) == nil)
    }

    @Test func aChosungQuestionWithAnEnglishTitleGivesTheWiderHintLast() {
        let question = QuizQuestion()
        question.title = "Toy Story"
        question.releaseYear = 1995

        let chosung = QuizHints(question, kind: .chosung).available
        let poster = QuizHints(question, kind: .poster).available

        #expect(chosung.map(\.kind) == [.year, .syllable] && chosung.last?.value == "T__ Story")
        #expect(poster.last?.value == "T○○ ○○○○○")
    }
}
