import Testing

@testable import Hangul

/// Every Hangul function on 2,000 hostile strings: none may crash, and the forms that are meant
/// to be stable are (composing twice, normalising twice change nothing).
@Suite struct HangulFuzzTests {
    @Test func hostileTextNeverBreaksTheHangulFunctions() {
        for (index, text) in FuzzInputs(seed: 0x5EED, count: 2_000).enumerated() {
            let composed = Hangul.composed(text)
            let answer = Hangul.normalizedAnswer(text)
            let key = Hangul.searchKey(text)
            _ = Hangul.chosung(text)
            _ = Hangul.chosungKey(text)
            _ = Hangul.isChosungQuery(text)
            _ = Hangul.containsConsonantJamo(text)
            _ = Hangul.matches(text, query: String(text.prefix(5)))

            #expect(Hangul.composed(composed) == composed, "input \(index)")
            #expect(Hangul.normalizedAnswer(answer) == answer, "input \(index)")
            #expect(Hangul.searchKey(key) == key, "input \(index)")
            #expect(
                answer.unicodeScalars.allSatisfy {
                    Hangul.isHangul($0) || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
                },
                "input \(index)")
        }
    }
}
