import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// A control character in any text a visitor sends is refused at the edge with a 422 naming the
/// field, whatever the route: a NUL in a daily guess was a 500 on PostgreSQL (jsonb refuses
/// U+0000), in the API and in the form alike.
@Suite struct ControlCharacterTests {
    @Test(arguments: ["\u{0}괴물", "괴\u{1B}물", "괴\u{8}물", "괴물\u{7F}", "\u{85}괴물"])
    func aDailyGuessHoldingAControlCharacterIsRefusedInTheAPIAndTheForm(guess: String) async throws {
        try await withEncore { app, browser in
            try await browser.get("/quiz/daily")

            let api = try await DailyFixtures.guess(browser, DailyFixtures.today, guess)
            let form = try await browser.postForm("/quiz/daily/\(DailyFixtures.today)/guess", ["guess": guess])

            #expect(api.status == .unprocessableEntity)
            let error = try JSONDecoder().decode(APIErrorBody.self, from: api.body).error
            #expect(error.code == "invalidInput" && error.field == "guess")
            #expect(form.status == .unprocessableEntity && form.body.string.contains("U+0000"))
            let state = try DailyFixtures.state(try await browser.get("/api/v1/quiz/daily/\(DailyFixtures.today)"))
            #expect(state.guesses.isEmpty)
        }
    }

    @Test func aControlCharacterInAQueryOrANestedFieldIsNamed() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("제어문자")
            let pack =
                #"{"title":"제어","level":"beginner","kind":"chosung","questions":[{"title":"괴물","extraAnswers":["ok","\u0007"],"poster":{},"areas":[]}]}"#

            let search = try await browser.get("/api/v1/idols/search?q=%E3%85%87%00")
            let refusedPack = try await browser.sendJSON(.POST, "/api/v1/quiz/packs", pack)

            #expect(search.status == .unprocessableEntity)
            #expect(try JSONDecoder().decode(APIErrorBody.self, from: search.body).error.field == "q")
            #expect(refusedPack.status == .unprocessableEntity)
            #expect(
                try JSONDecoder().decode(APIErrorBody.self, from: refusedPack.body).error.field
                    == "questions[0].extraAnswers[1]")
            #expect(try await QuizPack.query(on: app.db).filter(\.$title == "제어").count() == 0)
        }
    }

    @Test func tabsNewlinesAnEscapedBackslashBeforeU0000AndFieldsNobodyReadsPass() async throws {
        try await withEncore { app, browser in
            try await browser.get("/quiz/daily")

            // A field the route does not take is not judged (a client's extra fields are ignored).
            let escaped = try await browser.sendJSON(
                .POST, "/api/v1/quiz/daily/\(DailyFixtures.today)/guesses",
                #"{"guess":"\\u0000 괴물","extra\u0001":"\u0000"}"#)
            let lines = try await DailyFixtures.guess(browser, DailyFixtures.today, "괴\t물\r\n")

            #expect(escaped.status == .ok && lines.status == .ok)
            let state = try DailyFixtures.state(lines)
            #expect(state.guesses.map(\.text).first == #"\u0000 괴물"#)
        }
    }

    @Test func aRoomAnswerOrHiddenKeyHoldingOneIsRefusedWithItsFrameCode() {
        #expect(throws: RoomMessage.Refusal.controlCharacter) {
            try RoomMessage.read(#"{"type":"answer","text":"괴물\u0000"}"#)
        }
        #expect(throws: RoomMessage.Refusal.controlCharacter) {
            try RoomMessage.read(#"{"type":"hideAnswer","key":"\u009b"}"#)
        }
        #expect(throws: Never.self) { try RoomMessage.read(#"{"type":"answer","text":"괴\t물"}"#) }
    }
}
