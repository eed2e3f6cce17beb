import Testing

@testable import Hangul

@Suite struct ChosungTests {
    @Test(arguments: [
        ("기생충", "ㄱㅅㅊ"),
        ("기생충 2", "ㄱㅅㅊ 2"),
        ("오마이걸", "ㅇㅁㅇㄱ"),
        ("빠삐용", "ㅃㅃㅇ"),
        ("해리 포터와 마법사의 돌", "ㅎㄹ ㅍㅌㅇ ㅁㅂㅅㅇ ㄷ"),
        ("007 스카이폴", "007 ㅅㅋㅇㅍ"),
        ("Mission: 임파서블", "Mission: ㅇㅍㅅㅂ"),
        ("", ""),
        ("ㄱㄴ", "ㄱㄴ"),
        ("가힣", "ㄱㅎ"),
    ])
    func keepsNonSyllablesAsTheyAre(input: String, expected: String) {
        #expect(Hangul.chosung(input) == expected)
    }

    @Test func composesDecomposedJamoBeforeExtracting() {
        // "한" written as conjoining jamo ᄒ ᅡ ᆫ, as macOS stores file names.
        let decomposed = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}"
        #expect(Hangul.composed(decomposed) == "한글")
        #expect(Hangul.chosung(decomposed) == "ㅎㄱ")
    }

    @Test func leadingConjoiningConsonantAloneBecomesCompatibilityJamo() {
        #expect(Hangul.composed("\u{1100}") == "ㄱ")
    }

    @Test(arguments: ["ㅇㅁㅇㄱ", "ㄱ", "ㅇㅁ ㅇㄱ", "ㄲㄸ"])
    func recognisesConsonantQueries(query: String) {
        #expect(Hangul.isChosungQuery(query))
    }

    @Test(arguments: ["", "   ", "오마이걸", "ㅇㅁa", "ㅏㅑ", "ㅇ1"])
    func rejectsOtherQueries(query: String) {
        #expect(!Hangul.isChosungQuery(query))
    }
}
