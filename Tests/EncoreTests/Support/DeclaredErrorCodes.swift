import Foundation
import NIOCore

@testable import Encore

/// Checks the API's error answers against the OpenAPI document: each code must be one its operation
/// lists for that status. `withEncore` runs it after every app, so every test of an API error is
/// also a test of the document.
enum DeclaredErrorCodes {
    /// The answers the document does not list, described.
    static func undeclared(_ answers: Set<AnsweredErrors.Answer>, in document: ByteBuffer) throws -> [String] {
        guard !answers.isEmpty else { return [] }
        let root = try JSONSerialization.jsonObject(with: Data(document.readableBytesView)) as? [String: Any]
        let paths = root?["paths"] as? [String: Any] ?? [:]
        var problems: [String] = []
        // A 405 is about the path, not an operation; HEAD is GET's, which Vapor adds.
        for answer in answers where answer.status < 500 && answer.status != 405 {
            let parts = answer.operation.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2, parts[0] != "HEAD", parts[1].hasPrefix("/api/v1/") else { continue }
            let operation = (paths[parts[1]] as? [String: Any])?[parts[0].lowercased()] as? [String: Any]
            guard let operation else {
                problems.append("\(answer.operation) is not in the document")
                continue
            }
            let response = (operation["responses"] as? [String: Any])?[String(answer.status)] as? [String: Any]
            guard let response else {
                problems.append("\(answer.operation) answered \(answer.status), which it does not list")
                continue
            }
            guard let codes = try? DomainErrorTests.codes(of: response), codes.contains(answer.code) else {
                problems.append("\(answer.operation) answered \(answer.status) \(answer.code), not in its list")
                continue
            }
        }
        return problems.sorted()
    }
}
