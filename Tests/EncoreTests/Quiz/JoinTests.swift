import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct JoinTests {
    /// `/join?code=…` as the form sends it.
    static func join(_ browser: TestBrowser, _ typed: String) async throws -> TestingHTTPResponse {
        try await browser.get(Links.withQuery("/join", [("code", typed)]))
    }

    @Test func theQuizTabLinksToTheBoxWhichWorksWithoutAProfile() async throws {
        try await withEncore { _, browser in
            let tab = try await browser.get("/quiz").body.string
            let page = try await browser.get("/join")

            #expect(tab.contains("href=\"/join\"") && tab.contains("코드로 참여"))
            #expect(page.status == .ok)
            #expect(page.body.string.contains("action=\"/join\"") && page.body.string.contains("name=\"code\""))
            #expect(!page.body.string.contains("aria-invalid"))
        }
    }

    @Test func aKnownCodeOpensItsPackHoweverItIsTyped() async throws {
        try await withEncore { app, browser in
            let pack = try await QuizFixtures.makePack(app, browser)
            let code = try #require(pack.shareCode)
            let visitor = TestBrowser(app)
            let spaced = code.prefix(4) + " " + code.dropFirst(4)

            for typed in [
                code, code.lowercased(), " \(spaced) ", "https://encore.example/q/\(code.lowercased())",
                "encore.example/q/\(code)/play?from=chat",
            ] {
                let response = try await Self.join(visitor, typed)

                #expect(response.status == .seeOther, "\(typed)")
                #expect(response.headers.first(name: .location) == "/q/\(code)", "\(typed)")
            }
            #expect(try await visitor.get("/q/\(code)").body.string.contains("주말 영화"))
        }
    }

    @Test func anOldCodeOfDigitsAloneStillOpensItsPack() async throws {
        try await withEncore { app, browser in
            let pack = try await QuizFixtures.makePack(app, browser)
            let stored = try #require(try await QuizPack.find(pack.id, on: app.db))
            stored.shareCode = "234567"  // six characters from 2–9: an older code that reads as a PIN
            try await stored.save(on: app.db)

            let response = try await Self.join(TestBrowser(app), "234 567")

            #expect(response.status == .seeOther)
            #expect(response.headers.first(name: .location) == "/q/234567")
        }
    }

    /// A share code nobody has is about a quiz; six digits nobody has are above all a room's PIN (#29).
    @Test(arguments: [
        ("ZZZZZZZZ", "이 코드의 퀴즈를 찾을 수 없습니다"), ("zzzzzz", "이 코드의 퀴즈를 찾을 수 없습니다"),
        ("https://encore.example/q/ZZZZZZZZ", "이 코드의 퀴즈를 찾을 수 없습니다"),
        ("123456", "이 PIN의 방을 찾을 수 없어요"), ("987 654", "이 PIN의 방을 찾을 수 없어요"),
    ])
    func aCodeNobodyHasShowsTheFormAgainWithTheMessage(typed: String, message: String) async throws {
        try await withEncore { app, browser in
            _ = try await QuizFixtures.makePack(app, browser)

            let response = try await Self.join(browser, typed)

            #expect(response.status == .notFound)
            let html = response.body.string
            #expect(html.contains(message) && html.contains("role=\"alert\""))
            #expect(html.contains("action=\"/join\"") && html.contains("value=\"\(typed)\""))
            #expect(html.contains("aria-invalid=\"true\"") && html.contains("class=\"shake\""))
        }
    }

    @Test func nothingOrNoCodeAtAllIsAnInputProblem() async throws {
        try await withEncore { _, browser in
            let empty = try await Self.join(browser, "  ")
            let gibberish = try await Self.join(browser, "영화 퀴즈!")
            browser.acceptLanguage = "en"
            let english = try await Self.join(browser, "ZZZZZZ")

            #expect(empty.status == .unprocessableEntity && empty.body.string.contains("코드를 입력해주세요."))
            #expect(gibberish.status == .unprocessableEntity && gibberish.body.string.contains("6자리 또는 8자리의 영문과 숫자"))
            #expect(english.status == .notFound && english.body.string.contains("No quiz has this code."))
        }
    }

    @Test func theBoxReadsCodesLinksAndPINs() {
        #expect(JoinInput("abcd 2345") == .shareCode("ABCD2345"))
        #expect(JoinInput("abc-234\n") == .shareCode("ABC234"))
        #expect(JoinInput("http://127.0.0.1:8080/q/abcd2345#top") == .shareCode("ABCD2345"))
        #expect(JoinInput("123 456") == .roomPIN("123456"))
        #expect(JoinInput("234567") == .roomPIN("234567"), "digits alone are a PIN")
        #expect(JoinInput("/q/234567") == .shareCode("234567"), "a link is always a pack's")
        #expect(JoinInput("23456789") == .shareCode("23456789"))
        #expect(JoinInput(" ") == .empty)
        for unreadable in ["12345", "1234567", "ABCDE", "/q/", "ABC0OI", String(repeating: "A", count: 300)] {
            #expect(JoinInput(unreadable) == .unreadable, "\(unreadable)")
        }
    }
}
