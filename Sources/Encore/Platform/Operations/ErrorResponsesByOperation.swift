/// The codes each error type declares, by status: what the OpenAPI document is built from. The
/// composition root fills it from `ErrorCatalogs`; Platform knows the types only by name.
struct ErrorCodeBook: Sendable {
    /// Codes any operation can answer (input problems, rate limits, the framework's generic ones).
    let common: [Int: [String]]
    /// Each error type's codes by status, keyed by the type's name (`RoomError`, `RoomMessage.Refusal`).
    let byCatalog: [String: [Int: [String]]]

    /// Every code, by status.
    var all: [Int: [String]] { codes(of: Array(byCatalog.keys)) }

    /// The codes an operation that throws `catalogs` can answer, by status.
    func codes(of catalogs: [String]) -> [Int: [String]] {
        var codes = common.mapValues(Set.init)
        for catalog in catalogs {
            for (status, more) in byCatalog[catalog] ?? [:] { codes[status, default: []].formUnion(more) }
        }
        return codes.mapValues { $0.sorted() }
    }
}

/// Gives each error response of each operation the codes that operation can answer: a room join's
/// `409` names `roomFull` and `nicknameTaken` but no play's `playFinished`. An operation names the
/// error types it throws in `x-errors` (a section file's top-level `x-errors` is the default for its
/// operations); the common codes come on top. A client generated from the document gets a closed
/// list per response, and the tests fail when a route answers with a code its operation does not
/// list (`withEncore`), as schemathesis does.
enum ErrorResponsesByOperation {
    static let generic = "#/components/responses/Error"
    static let extensionKey = "x-errors"

    enum Problem: Error, CustomStringConvertible {
        case unknownCatalog(String, operation: String)

        var description: String {
            switch self {
            case .unknownCatalog(let name, let operation): "\(operation) lists an unknown error type \(name)"
            }
        }
    }

    /// Replaces each generic error response with the operation's own, and removes `x-errors`.
    static func apply(_ book: ErrorCodeBook, to paths: inout [String: Any]) throws {
        for (path, value) in paths {
            guard var operations = value as? [String: Any] else { continue }
            for (method, value) in operations where ImpliedResponses.methods.contains(method) {
                guard var operation = value as? [String: Any] else { continue }
                let catalogs = operation.removeValue(forKey: extensionKey) as? [String] ?? []
                for name in catalogs where book.byCatalog[name] == nil {
                    throw Problem.unknownCatalog(name, operation: "\(method.uppercased()) \(path)")
                }
                let codes = book.codes(of: catalogs)
                var answers = operation["responses"] as? [String: Any] ?? [:]
                for (status, answer) in answers {
                    guard let code = Int(status), let listed = codes[code],
                        (answer as? [String: Any])?["$ref"] as? String == generic
                    else { continue }
                    answers[status] = response(listed)
                }
                operation["responses"] = answers
                operations[method] = operation
            }
            paths[path] = operations
        }
    }

    /// Stamps a section file's default `x-errors` on its operations that name none of their own.
    static func stampDefault(_ catalogs: [String]?, on paths: inout [String: Any]) {
        guard let catalogs else { return }
        for (path, value) in paths {
            guard var operations = value as? [String: Any] else { continue }
            for (method, value) in operations where ImpliedResponses.methods.contains(method) {
                guard var operation = value as? [String: Any], operation[extensionKey] == nil else { continue }
                operation[extensionKey] = catalogs
                operations[method] = operation
            }
            paths[path] = operations
        }
    }

    private static func response(_ codes: [String]) -> [String: Any] {
        let narrowed: [String: Any] = [
            "type": "object",
            "properties": [
                "error": ["type": "object", "properties": ["code": ["type": "string", "enum": codes]]]
            ],
        ]
        return [
            "description": "An error, with a message in the visitor's language and one of these codes.",
            "content": [
                "application/json": ["schema": ["allOf": [["$ref": "#/components/schemas/Error"], narrowed]]]
            ],
        ]
    }
}
