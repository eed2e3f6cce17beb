/// Gives each error response of the OpenAPI document the codes its status can carry: an
/// operation's `409` names `roomFull`, `nicknameTaken`, `wrongPhase` …, its `404` the not-founds.
/// Every status an operation lists gets a shared response (`Error409`) whose `error.code` is an
/// enum of the codes declared with that status (`ErrorCatalogs`), so a client generated from the
/// document gets a closed list per response, and schemathesis fails when a route answers with a
/// code its status does not declare.
enum ErrorResponsesByStatus {
    static let generic = "#/components/responses/Error"

    static func apply(_ codes: [Int: [String]], to paths: inout [String: Any], responses: inout [String: Any]) {
        var used: Set<Int> = []
        for (path, value) in paths {
            guard var operations = value as? [String: Any] else { continue }
            for (method, value) in operations where ImpliedResponses.methods.contains(method) {
                guard var operation = value as? [String: Any],
                    var answers = operation["responses"] as? [String: Any]
                else { continue }
                for (status, answer) in answers {
                    guard let code = Int(status), codes[code] != nil,
                        (answer as? [String: Any])?["$ref"] as? String == generic
                    else { continue }
                    answers[status] = ["$ref": generic + status]
                    used.insert(code)
                }
                operation["responses"] = answers
                operations[method] = operation
            }
            paths[path] = operations
        }
        for status in used { responses["Error\(status)"] = response(codes[status] ?? []) }
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
