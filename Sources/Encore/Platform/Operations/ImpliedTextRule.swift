/// What the control-character rule (`ControlCharacters`) looks like in the OpenAPI document: every
/// plain text a request sends (a query parameter, a field of a body, and the schemas those refer
/// to) gets a pattern that leaves control characters out, so a client and schemathesis know that
/// such text answers 422. Text already held by an enum, a format or a pattern of its own is left as
/// it is, and so are schemas only responses use.
enum ImpliedTextRule {
    static let pattern = "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$"
    private static let prefix = "#/components/schemas/"
    /// Keys whose values are data, not schemas.
    private static let data: Set<String> = ["example", "examples", "enum", "const", "default"]

    static func add(to paths: inout [String: Any], schemas: inout [String: Any]) {
        var referenced: Set<String> = []
        for (path, value) in paths {
            guard var operations = value as? [String: Any] else { continue }
            for (method, value) in operations where ImpliedResponses.methods.contains(method) {
                guard var operation = value as? [String: Any] else { continue }
                if let parameters = operation["parameters"] as? [[String: Any]] {
                    operation["parameters"] = parameters.map { parameter in
                        guard parameter["in"] as? String == "query", let schema = parameter["schema"] else {
                            return parameter
                        }
                        var parameter = parameter
                        parameter["schema"] = constrain(schema, &referenced)
                        return parameter
                    }
                }
                if let body = operation["requestBody"] { operation["requestBody"] = constrain(body, &referenced) }
                operations[method] = operation
            }
            paths[path] = operations
        }
        var done: Set<String> = []
        while let name = referenced.subtracting(done).first {
            done.insert(name)
            if let schema = schemas[name] { schemas[name] = constrain(schema, &referenced) }
        }
    }

    private static func constrain(_ value: Any, _ referenced: inout Set<String>) -> Any {
        if let array = value as? [Any] { return array.map { constrain($0, &referenced) } }
        guard var object = value as? [String: Any] else { return value }
        if let reference = object["$ref"] as? String, reference.hasPrefix(prefix) {
            referenced.insert(String(reference.dropFirst(prefix.count)))
            return object
        }
        if isPlainText(object) { object["pattern"] = pattern }
        for (key, inner) in object where !data.contains(key) { object[key] = constrain(inner, &referenced) }
        return object
    }

    private static func isPlainText(_ schema: [String: Any]) -> Bool {
        let type = schema["type"]
        let isText = type as? String == "string" || (type as? [Any])?.contains { $0 as? String == "string" } == true
        let held = ["enum", "const", "format", "pattern", "contentMediaType", "contentEncoding"]
        return isText && !held.contains { schema[$0] != nil }
    }
}
