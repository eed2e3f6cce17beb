import Foundation
import Testing
import Vapor

@testable import Encore

/// Every error a client can see has one code, declared with its status and message by the type
/// that throws it (`DomainError`); the API's `error.code` and a room's error frames carry it.
@Suite struct DomainErrorTests {
    @Test func aPlayErrorAnswersWithItsCodeStatusMessageAndWait() {
        let tooFast = Problem(PlayError.tooFast(retryAfterSeconds: 3))
        let missing = Problem(PlayError.playNotFound)

        #expect(tooFast.status == .tooManyRequests && tooFast.code == "tooFast" && tooFast.key == "quiz.play.tooFast")
        #expect(tooFast.headers.first(name: "Retry-After") == "3")
        #expect(missing.status == .notFound && missing.code == "playNotFound" && missing.key == "quiz.play.notFound")
    }

    @Test func inputProblemsAndFrameworkRefusalsHaveCodesToo() {
        let taken = Problem(FieldProblem("nickname", "nickname.taken", kind: .taken))
        let invalid = Problem(FieldProblem("title", "quiz.pack.titleRequired"))
        let missingRoute = Problem(Abort(.notFound))
        let fault = Problem(CancellationError())

        #expect(taken.code == "nicknameTaken" && taken.status == .conflict && taken.field == "nickname")
        #expect(invalid.code == "invalidInput" && invalid.status == .unprocessableEntity && invalid.field == "title")
        #expect(missingRoute.code == "notFound" && missingRoute.isCoded)
        #expect(fault.code == "internal" && fault.status == .internalServerError && !fault.isCoded)
        #expect(Problem.explained(UploadError.quotaFull(megabytes: 60))?.status == .payloadTooLarge)
        #expect(Problem.explained(CancellationError()) == nil)
    }

    @Test func everyCodeMeansOneStatusAndEveryMessageIsInBothLanguages() async throws {
        try await withEncore { app, _ in
            var statusOfCode: [String: HTTPResponseStatus] = [:]
            for catalog in ErrorCatalogs.all {
                for answer in catalog.everyCase.map({ ($0 as any DomainError).answer }) {
                    let camelCase = answer.code.range(of: "^[a-z][A-Za-z]+$", options: .regularExpression) != nil
                    #expect(camelCase, "\(catalog): \(answer.code)")
                    #expect(statusOfCode[answer.code, default: answer.status] == answer.status, "\(answer.code)")
                    statusOfCode[answer.code] = answer.status
                    for language in [Language.ko, .en] {
                        #expect(app.encore.strings.keys(language).contains(answer.key), "\(answer.key) (\(language))")
                    }
                }
            }
        }
    }

    /// A new error type that a client can see must be in `ErrorCatalogs`, or its codes would be
    /// missing from the OpenAPI document.
    @Test func everyErrorCatalogInTheSourcesIsListed() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../Sources/Encore"
        ).standardized
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        let declaration = try Regex(#"enum (\w+): [^{]*DomainErrorCatalog"#)
        var declared: Set<String> = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: declaration) {
                if let name = match.output[1].substring { declared.insert(String(name)) }
            }
        }
        let listed = Set(ErrorCatalogs.all.map { String(describing: $0) })

        #expect(declared.count >= 16)
        #expect(declared == listed)
    }

    @Test func theOpenAPIDocumentListsEveryCode() async throws {
        try await withEncore { app, browser in
            let response = try await browser.get("/api/openapi.json")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any])
            let components = try #require(document["components"] as? [String: Any])
            let schemas = try #require(components["schemas"] as? [String: Any])
            let error = try #require((schemas["Error"] as? [String: Any])?["properties"] as? [String: Any])
            let fields = try #require((error["error"] as? [String: Any])?["properties"] as? [String: Any])
            let codes = try #require((fields["code"] as? [String: Any])?["enum"] as? [String])

            #expect(codes == ErrorCatalogs.codes)
            for code in ["roomFull", "nicknameTaken", "wrongPhase", "packNotFound", "quotaExceeded", "notFound"] {
                #expect(codes.contains(code), "\(code)")
            }
            // Each operation's error responses list what that operation can answer, at that status.
            let paths = try #require(document["paths"] as? [String: Any])
            let join = try Self.responses(paths, "post", "/api/v1/rooms/{pin}/players")
            let answer = try Self.responses(paths, "post", "/api/v1/quiz/plays/{playID}/answer")
            let joinConflicts = try Self.codes(of: #require(join["409"] as? [String: Any]))
            let joinNotFounds = try Self.codes(of: #require(join["404"] as? [String: Any]))
            let answerConflicts = try Self.codes(of: #require(answer["409"] as? [String: Any]))
            #expect(joinConflicts.contains("roomFull") && joinConflicts.contains("nicknameTaken"))
            #expect(!joinConflicts.contains("playFinished") && !joinConflicts.contains("roomNotFound"))
            #expect(joinNotFounds.contains("roomNotFound") && !joinNotFounds.contains("groupNotFound"))
            #expect(answerConflicts.contains("playFinished") && !answerConflicts.contains("roomFull"))
            // The common codes are everywhere; the document keeps no `x-errors`.
            #expect(joinConflicts.contains("conflict") && answerConflicts.contains("conflict"))
            #expect(!String(decoding: response.body.readableBytesView, as: UTF8.self).contains("x-errors"))
        }
    }

    static func responses(_ paths: [String: Any], _ method: String, _ path: String) throws -> [String: Any] {
        let operation = try #require((paths[path] as? [String: Any])?[method] as? [String: Any])
        return try #require(operation["responses"] as? [String: Any])
    }

    /// An answered code its operation does not list is reported.
    @Test func anAnswerTheDocumentDoesNotListIsFound() async throws {
        try await withEncore { app, _ in
            let answers: Set<AnsweredErrors.Answer> = [
                .init(operation: "POST /api/v1/rooms/{pin}/players", status: 409, code: "playFinished"),
                .init(operation: "POST /api/v1/rooms/{pin}/players", status: 409, code: "roomFull"),
                .init(operation: "GET /api/v1/idols/periods", status: 409, code: "conflict"),
            ]

            let undeclared = try DeclaredErrorCodes.undeclared(answers, in: app.encore.openAPIDocument)

            #expect(
                undeclared == [
                    "GET /api/v1/idols/periods answered 409, which it does not list",
                    "POST /api/v1/rooms/{pin}/players answered 409 playFinished, not in its list",
                ])
        }
    }

    /// The `error.code` enum of a narrowed error response.
    static func codes(of response: [String: Any]) throws -> [String] {
        let content = try #require((response["content"] as? [String: Any])?["application/json"] as? [String: Any])
        let parts = try #require((content["schema"] as? [String: Any])?["allOf"] as? [[String: Any]])
        let narrowed = try #require(parts.last?["properties"] as? [String: Any])
        let error = try #require((narrowed["error"] as? [String: Any])?["properties"] as? [String: Any])
        return try #require((error["code"] as? [String: Any])?["enum"] as? [String])
    }
}
