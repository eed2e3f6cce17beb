import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// A NUL in text the database keeps: SQLite handed back the text cut at it (a question titled
/// "\u0000괴물" was exported as ""), PostgreSQL refuses it. It is refused on arrival, field named.
@Suite struct StorableTextTests {
    @Test func aNulInAPackOrAGifTitleIsRefusedAndNothingIsKept() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("널문자")
            let pack =
                #"{"title":"널","level":"beginner","kind":"chosung","questions":[{"title":"\u0000괴물","poster":{},"areas":[]}]}"#
            let favourite = #"{"kind":"giphy","id":"abc123","title":"박\u0000수"}"#

            let refusedPack = try await browser.sendJSON(.POST, "/api/v1/quiz/packs", pack)
            let refusedFavourite = try await browser.sendJSON(.POST, "/api/v1/gifs/favourites", favourite)

            #expect(
                refusedPack.status == .unprocessableEntity && refusedPack.body.string.contains("questions[0].title"))
            #expect(refusedFavourite.status == .unprocessableEntity && refusedFavourite.body.string.contains("U+0000"))
            #expect(try await QuizPack.query(on: app.db).filter(\.$title == "널").count() == 0)
            #expect(try await GifFavourite.query(on: app.db).count() == 0)
        }
    }

    @Test func textWithoutAControlCharacterPasses() throws {
        #expect(throws: Never.self) { try StorableText.check(["괴물", "", "괴\t물\r\n"], field: "title") }
        for refused in ["a\u{0}", "\u{1}", "\u{7F}", "\u{9F}"] {
            #expect(throws: FieldProblem.self) { try StorableText.check(refused, field: "title") }
        }
    }
}
