import Fluent
import Testing
import VaporTesting

@testable import Encore

/// A 초성 pack shows no poster, so the contract says it takes no areas: schemathesis found one at
/// column 48 (the schema's limit is 47) answered 201.
@Suite struct ChosungAreaContractTests {
    @Test(arguments: [#"{"row":10,"column":48}"#, #"{"row":10,"column":10}"#])
    func aChosungQuestionWithAnyAreaIsRefused(area: String) async throws {
        try await withEncore { _, browser in
            // Setup
            try await browser.onboard("초성영역")

            // Act
            let response = try await browser.sendJSON(
                .POST, "/api/v1/quiz/packs",
                """
                {"title":"영역","level":"beginner","kind":"chosung","questions":[{"title":"괴물","poster":{},"areas":[\(area)]}]}
                """)

            // Check
            #expect(response.status == .unprocessableEntity)
            #expect(response.body.string.contains("\"field\":\"questions[0].areas\""))
            #expect(try await QuizPack.query(on: browser.app.db).filter(\.$title == "영역").count() == 0)
        }
    }
}
