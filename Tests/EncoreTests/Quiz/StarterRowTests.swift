import Foundation
import Testing
import VaporTesting

@testable import Encore

/// #30: after 55 players' packs, Encore's own moved to page 2. The 'Encore 추천' row lists them first
/// on the tab, however many packs players make, in the reader's language first.
@Suite struct StarterRowTests {
    @Test func theStartersComeFirstWhateverPlayersMade() async throws {
        try await withEncore { app, browser in
            for number in 1...3 { _ = try await QuizFixtures.makePack(app, browser, title: "내 팩 \(number)") }

            let korean = try await browser.get("/quiz", headers: ["Accept-Language": "ko"]).body.string
            let english = try await browser.get("/quiz", headers: ["Accept-Language": "en"]).body.string

            let row = try #require(korean.range(of: "Encore 추천"))
            let carousel = try #require(korean.range(of: "pack-carousel"))
            #expect(row.lowerBound < carousel.lowerBound)
            let firstKorean = try #require(korean.range(of: "starter-title\">초성 퀴즈"))
            let firstEnglish = try #require(korean.range(of: "starter-title\">Initials"))
            #expect(firstKorean.lowerBound < firstEnglish.lowerBound)
            let englishFirst = try #require(english.range(of: "starter-title\">Initials"))
            let koreanAfter = try #require(english.range(of: "starter-title\">초성 퀴즈"))
            #expect(englishFirst.lowerBound < koreanAfter.lowerBound)
            #expect(!korean.contains("starter-title\">내 팩"))
        }
    }
}
