import Foundation
import Vapor

/// `encore openapi [--output FILE]`: the OpenAPI document the server serves at `/api/openapi.json`,
/// keys sorted and indented, so it can be committed beside a client generated from it
/// (`scripts/generate-client.sh` writes `Sources/EncoreKit/openapi.json` this way). Without
/// `--output` it goes to standard output, where start-up notices go too (`LOG_LEVEL=error` quiets them).
struct OpenAPICommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Option(name: "output", help: "write the document to this file instead of standard output") var output: String?
    }

    var help: String { "Print the served OpenAPI document (sorted keys, indented)" }

    func run(using context: CommandContext, signature: Signature) async throws {
        let document = try Self.readable(Data(buffer: context.application.encore.openAPIDocument))
        if let output = signature.output {
            try document.write(to: URL(fileURLWithPath: output), options: .atomic)
        } else {
            FileHandle.standardOutput.write(document)
        }
    }

    /// The served document, indented: the same JSON value, in a form a diff can read.
    static func readable(_ served: Data) throws -> Data {
        let value = try JSONSerialization.jsonObject(with: served)
        return try JSONSerialization.data(
            withJSONObject: value, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]) + Data("\n".utf8)
    }
}
