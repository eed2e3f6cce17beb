import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct PackTransferTests {
    static func file(_ pack: String, format: String = "encore-quiz-pack", version: Int = 1) -> String {
        #"{"format":"\#(format)","version":\#(version),"pack":\#(pack)}"#
    }

    @Test func aPackExportedByItsMakerImportsAsANewPackWithTheSameQuestions() async throws {
        try await withEncore { app, browser in
            let pack = try await QuizFixtures.makePack(app, browser)

            let exported = try await browser.get("/api/v1/quiz/packs/\(pack.id)/export")
            let imported = try await browser.sendJSON(.POST, "/api/v1/quiz/packs/import", exported.body.string)
            let copy = try imported.content.decode(PackSummary.self)
            let original = try await browser.get("/api/v1/quiz/packs/\(pack.id)/draft").content.decode(
                EditableDraft.self
            ).draft
            let copied = try await browser.get("/api/v1/quiz/packs/\(copy.id)/draft").content.decode(EditableDraft.self)
                .draft

            #expect(exported.status == .ok)
            let disposition = exported.headers.first(name: .contentDisposition) ?? ""
            #expect(disposition == "attachment; filename=\"encore-quiz-\(pack.shareCode ?? "").json\"")
            #expect(imported.status == .created && copy.id != pack.id && copy.shareCode != pack.shareCode)
            #expect(copied.title == original.title && copied.level == original.level)
            #expect(copied.questions.map(\.title) == ["괴물", "기생충"] && copied.questions[1].extraAnswers == ["패러사이트"])
            #expect(copied.questions.map(\.areas) == original.questions.map(\.areas))
        }
    }

    @Test func onlyTheMakerMayExportBecauseTheFileHoldsTheAnswers() async throws {
        try await withEncore { app, browser in
            let pack = try await QuizFixtures.makePack(app, browser)
            let other = TestBrowser(app)
            let anonymous = try await other.get("/api/v1/quiz/packs/\(pack.id)/export")
            try await other.onboard("남의퀴즈")

            let theirs = try await other.get("/api/v1/quiz/packs/\(pack.id)/export")

            #expect(anonymous.status == .unauthorized)
            #expect(theirs.status == .forbidden && !theirs.body.string.contains("괴물"))
        }
    }

    @Test(arguments: [
        ("not json at all", HTTPStatus.badRequest, "JSON 파일이 아니거나"),
        ("[1,2,3]", .badRequest, "JSON 파일이 아니거나"),
        (String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000), .badRequest, "JSON 파일이 아니거나"),
        (#"{"format":"something-else","version":1,"pack":{}}"#, .unprocessableEntity, "Encore에서 내보낸 퀴즈 파일이 아닙니다"),
        (#"{"format":"encore-quiz-pack","version":99,"pack":{}}"#, .unprocessableEntity, "버전 1 파일만"),
        (
            PackTransferTests.file(#"{"title":"x","level":"godlike","questions":[]}"#), .unprocessableEntity,
            "‘pack.level’ 값이"
        ),
        (
            PackTransferTests.file(#"{"title":"x","level":"expert","questions":[{"title":7}]}"#), .unprocessableEntity,
            "‘pack.questions[0].title’"
        ),
        (PackTransferTests.file(#"{"title":"x","level":"expert"}"#), .unprocessableEntity, "‘pack.questions’"),
        (
            PackTransferTests.file(#"{"title":"","level":"expert","questions":[]}"#), .unprocessableEntity,
            "\"field\":\"title\""
        ),
        (
            PackTransferTests.file(
                #"{"title":"x","level":"expert","questions":[{"title":"괴물","poster":{"upload":"\#(String(repeating: "ab", count: 32))"},"areas":[{"row":10,"column":10},{"row":40,"column":25},{"row":70,"column":45}]}]}"#
            ),
            .unprocessableEntity, "\"field\":\"questions[0].poster\""
        ),
    ])
    func malformedAndHostileFilesAreRefusedWithAClearError(body: String, status: HTTPStatus, message: String)
        async throws
    {
        try await withEncore { app, browser in
            try await browser.onboard("가져오기")

            let response = try await browser.sendJSON(.POST, "/api/v1/quiz/packs/import", body)

            #expect(response.status == status)
            #expect(response.body.string.contains(message), "\(response.body.string)")
            #expect(try await QuizPack.query(on: app.db).count() == 0)
        }
    }

    @Test func anOversizedFileIsRefusedBeforeItIsRead() async throws {
        try await withEncore { _, browser in
            try await browser.onboard("큰파일")

            let response = try await browser.sendJSON(
                .POST, "/api/v1/quiz/packs/import",
                Self.file(#"{"title":"\#(String(repeating: "가", count: 300_000))"}"#))

            #expect(response.status == .payloadTooLarge)
        }
    }

    @Test func theHomePageImportFormShowsTheReasonOrTheNewPack() async throws {
        try await withEncore { app, browser in
            let pack = try await QuizFixtures.makePack(app, browser)
            let exported = try await browser.get("/api/v1/quiz/packs/\(pack.id)/export").body.string

            let refused = try await browser.upload(
                Data("{oops".utf8), filename: "quiz.json", path: "/quiz/import", csrfInQuery: true)
            let accepted = try await browser.upload(
                Data(exported.utf8), filename: "quiz.json", path: "/quiz/import", csrfInQuery: true)

            #expect(refused.status == .badRequest && refused.body.string.contains("JSON 파일이 아니거나 깨진 파일입니다."))
            #expect(
                accepted.status == .seeOther
                    && accepted.headers.first(name: .location)?.hasPrefix("/quiz#pack-") == true)
            #expect(try await QuizPack.query(on: app.db).filter(\.$origin == .user).count() == 2)
        }
    }
}
