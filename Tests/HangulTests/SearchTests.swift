import Testing

@testable import Hangul

@Suite struct SearchTests {
    @Test(arguments: [
        ("Oh My Girl!", "ohmygirl"),
        ("오마이걸", "오마이걸"),
        ("(G)I-DLE", "gidle"),
        ("千と千尋の神隠し", "千と千尋の神隠し"),
        ("Beyoncé", "beyonce"),
        ("  ", ""),
    ])
    func searchKeysDropCaseSpacesAndPunctuation(input: String, expected: String) {
        #expect(Hangul.searchKey(input) == expected)
    }

    @Test func chosungKeyOfName() {
        #expect(Hangul.chosungKey("오마이 걸") == "ㅇㅁㅇㄱ")
    }

    @Test(arguments: [
        ("오마이걸", "ㅇㅁㅇㄱ"),
        ("오마이걸", "오마이"),
        ("오마이걸", "마이걸"),
        ("오마이걸", "오마ㅇㄱ"),
        ("오마이걸", "오마이거"),
        ("Oh My Girl", "my girl"),
        ("Oh My Girl", "OHMY"),
        ("아이유", "ㅇㅇ"),
        ("윤아", "윤"),
        ("윤아", "유"),
    ])
    func matchesAsAKoreanReaderTypes(text: String, query: String) {
        #expect(Hangul.matches(text, query: query))
    }

    @Test(arguments: [
        ("오마이걸", ""),
        ("오마이걸", "ㄱㅇ"),
        ("오마이걸", "오마거"),
        ("오마이걸", "거마"),
        ("윤아", "윤아윤"),
        ("Oh My Girl", "boy"),
    ])
    func doesNotMatchOtherText(text: String, query: String) {
        #expect(!Hangul.matches(text, query: query))
    }
}
