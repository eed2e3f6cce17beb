import Testing

@testable import Hangul

@Suite struct AnswerNormalizationTests {
    @Test(arguments: [
        ("기생충", "기생충"),
        ("기 생 충!", "기생충"),
        ("Parasite", "parasite"),
        ("PARASITE ", "parasite"),
        ("Spider-Man: No Way Home", "spidermannowayhome"),
        ("해리 포터와 마법사의 돌 (2001)", "해리포터와마법사의돌2001"),
        ("Ｐａｒａｓｉｔｅ１", "parasite1"),
        ("Amélie", "amelie"),
        ("Le Fabuleux Destin d'Amélie Poulain", "lefabuleuxdestindameliepoulain"),
        ("Straße", "strasse"),
        ("Ｌéon", "leon"),
        ("ㅋㅋ 영화", "ㅋㅋ영화"),
    ])
    func keepsHangulLatinAndDigitsLowerCased(input: String, expected: String) {
        #expect(Hangul.normalizedAnswer(input) == expected)
    }

    @Test(arguments: ["千と千尋の神隠し", "", "   ", "!?…", "😍🎉", "Шрек"])
    func titlesWithoutHangulLatinOrDigitsNormalizeToEmpty(input: String) {
        // The reference app accepted an empty answer for such titles; callers rely on this being empty.
        #expect(Hangul.normalizedAnswer(input).isEmpty)
    }

    @Test func decomposedAndComposedInputsAgree() {
        let decomposed = "\u{1100}\u{1175}\u{1109}\u{1162}\u{11BC}\u{110E}\u{116E}\u{11BC}"
        #expect(Hangul.normalizedAnswer(decomposed) == Hangul.normalizedAnswer("기생충"))
    }

    @Test func combiningAccentsAreDropped() {
        #expect(Hangul.normalizedAnswer("Ame\u{301}lie") == "amelie")
    }
}
