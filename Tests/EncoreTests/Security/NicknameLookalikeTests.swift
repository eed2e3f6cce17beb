import Foundation
import Testing
import VaporTesting

@testable import Encore

/// Look-alikes of "Encore" and of other players' nicknames used to pass the checks.
@Suite struct NicknameLookalikeTests {
    @Test(arguments: [
        ("\u{0415}ncore", "nickname.reserved"),  // Cyrillic Е
        ("Encore\u{034F}", "nickname.reserved"),  // combining grapheme joiner
        ("Mina\u{034F}", "nickname.invalidCharacters"),
        ("ＥＮＣＯＲＥ", "nickname.reserved"),  // full-width
        ("앙코르\u{200D}", "nickname.reserved"),  // zero-width joiner after Hangul
        ("미나\u{200D}", "nickname.invalidCharacters"),
        ("ab" + String(repeating: "\u{0301}", count: 3_000), "nickname.tooLong"),
        // #52.10: a musical null notehead draws as nothing; a Hangul tone mark is a spacing mark (Mc)
        // the key kept; 39 skin tones on one thumb were one character of 40 code points.
        ("Bill9\u{1D159}", "nickname.invalidCharacters"),
        ("앙코르\u{302E}", "nickname.reserved"),
        ("미나\u{302E}", "nickname.invalidCharacters"),
        ("👍" + String(repeating: "\u{1F3FB}", count: 39), "nickname.tooLong"),
        ("👍\u{1F3FB}\u{1F3FB}가", "nickname.invalidCharacters"),
    ])
    func lookAlikesAndInflatedNamesAreRefused(nickname: String, key: String) {
        #expect(NicknameRule.check(ProfileService.canonical(nickname)) == .problem(key: key))
    }

    @Test func emojiSequencesStillWork() {
        #expect(NicknameRule.check("👩‍💻코더") == .ok)
        #expect(NicknameRule.check("❤️팬") == .ok)
        #expect(NicknameRule.check("café") == .ok)
        #expect(NicknameRule.check("👍🏽민지") == .ok)
        #expect(NicknameRule.check("👨‍👩‍👧‍👦가족") == .ok)
    }

    @Test func aLookAlikeOfSomeonesNicknameIsTaken() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("Mina")
            let twin = TestBrowser(app)

            let response = try await twin.postForm("/welcome", ["nickname": "\u{041C}ina"])  // Cyrillic М

            #expect(response.status == .unprocessableEntity)
        }
    }

    @Test func titlesCannotBeInflatedWithCombiningMarks() {
        #expect(TextLength.of("ab" + String(repeating: "\u{0301}", count: 100)) > 40)
        #expect(TextLength.of("é") == 1 && TextLength.of("기생충") == 3)
    }
}
