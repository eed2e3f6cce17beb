/// Statuses every route of a kind can answer, added to each operation of the OpenAPI document so
/// no section file can forget one: a request body can be malformed (400), too large (413) or of a
/// type the route does not read (415); a CSRF-protected request can fail the check (403); a route
/// that needs a session answers 401 without one; a body or a query can hold a control character
/// (422, `ControlCharacterMiddleware`); and any route answers 503 while the database is out of reach.
enum ImpliedResponses {
    static let error: [String: String] = ["$ref": "#/components/responses/Error"]
    static let methods: Set<String> = ["get", "put", "post", "patch", "delete"]

    static func add(to paths: inout [String: Any]) {
        for (path, value) in paths {
            guard var operations = value as? [String: Any] else { continue }
            for (method, value) in operations where methods.contains(method) {
                guard var operation = value as? [String: Any] else { continue }
                var responses = operation["responses"] as? [String: Any] ?? [:]
                for status in statuses(of: operation) where responses[status] == nil { responses[status] = error }
                operation["responses"] = responses
                operations[method] = operation
            }
            paths[path] = operations
        }
    }

    static func statuses(of operation: [String: Any]) -> [String] {
        var statuses = ["503"]
        if operation["requestBody"] != nil { statuses += ["400", "413", "415"] }
        let parameters = operation["parameters"] as? [[String: Any]] ?? []
        if operation["requestBody"] != nil || parameters.contains(where: { $0["in"] as? String == "query" }) {
            statuses.append("422")
        }
        let security = operation["security"] as? [[String: Any]] ?? []
        if !security.isEmpty && security.allSatisfy({ $0["session"] != nil }) { statuses.append("401") }
        if security.contains(where: { $0["csrf"] != nil }) { statuses.append("403") }
        return statuses
    }
}
