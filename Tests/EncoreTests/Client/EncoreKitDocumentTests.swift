import EncoreKit
import Foundation
import Testing

@testable import Encore

/// EncoreKit is generated from `Sources/EncoreKit/openapi.json`; that copy must be what the server
/// serves, so a change to an operation in `Resources/OpenAPI/` that the client does not follow
/// fails here (`scripts/generate-client.sh` exports it again and regenerates; `make test` checks the
/// generated code matches the copy).
@Suite struct EncoreKitDocumentTests {
    static let committedCopy = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/EncoreKit/openapi.json")

    @Test func theClientsCopyOfTheDocumentIsTheServedOne() async throws {
        try await withEncore { app, browser in
            let served = try await browser.get("/api/openapi.json")

            // Compared as the export writes them (sorted keys): Linux Foundation's `NSDictionary`
            // equality finds two parsed `false`s unequal.
            let committed = try Data(contentsOf: Self.committedCopy)
            let live = try OpenAPICommand.readable(Data(buffer: served.body))
            #expect(
                committed == live,
                "Sources/EncoreKit/openapi.json is not the served document: run scripts/generate-client.sh")
        }
    }

    @Test func theExportIsTheServedDocumentIndented() throws {
        let served = Data(#"{"b":[1,{"c":"/x"}],"a":"한"}"#.utf8)

        let exported = try OpenAPICommand.readable(served)

        #expect(
            String(decoding: exported, as: UTF8.self)
                == "{\n  \"a\" : \"한\",\n  \"b\" : [\n    1,\n    {\n      \"c\" : \"/x\"\n    }\n  ]\n}\n")
    }

    /// Every code the server declares is a case of the client's `EncoreError.Code`, and no more.
    @Test func theClientKnowsEveryDomainCode() {
        let declared = Set(ErrorCatalogs.book.all.values.joined())

        #expect(Set(EncoreError.Code.allCases.map(\.rawValue)) == declared)
    }
}
