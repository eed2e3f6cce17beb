import Foundation
import Vapor

/// The OpenAPI 3.1 document at `/api/openapi.json`, merged at start-up from `Resources/OpenAPI`:
/// `base.json` holds info and shared components, and each section adds a file with its
/// `paths` and `components.schemas`. The error format's `code` lists every code the error types
/// declare (`ErrorCatalogs`), and each operation's error responses the codes it can answer there.
enum OpenAPIDocument {
    static func load(from directory: String, errorCodes: ErrorCodeBook) throws -> ByteBuffer {
        let folder = URL(fileURLWithPath: directory)
        var document = try object(at: folder.appendingPathComponent("base.json"))
        var paths = document["paths"] as? [String: Any] ?? [:]
        var components = document["components"] as? [String: Any] ?? [:]
        var schemas = components["schemas"] as? [String: Any] ?? [:]
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".json") && $0 != "base.json" }.sorted()
        for file in files {
            let part = try object(at: folder.appendingPathComponent(file))
            var partPaths = part["paths"] as? [String: Any] ?? [:]
            ErrorResponsesByOperation.stampDefault(
                part[ErrorResponsesByOperation.extensionKey] as? [String], on: &partPaths)
            paths.merge(partPaths) { _, new in new }
            let partSchemas = (part["components"] as? [String: Any])?["schemas"] as? [String: Any] ?? [:]
            schemas.merge(partSchemas) { _, new in new }
        }
        schemas["Error"] = listing(Array(Set(errorCodes.all.values.joined())).sorted(), in: schemas["Error"])
        ImpliedTextRule.add(to: &paths, schemas: &schemas)
        components["schemas"] = schemas
        ImpliedResponses.add(to: &paths)
        try ErrorResponsesByOperation.apply(errorCodes, to: &paths)
        document["paths"] = paths
        document["components"] = components
        let data = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
        return ByteBuffer(data: data)
    }

    /// The error schema with `error.code` as an enum of the codes.
    private static func listing(_ codes: [String], in schema: Any?) -> Any? {
        guard var schema = schema as? [String: Any], var properties = schema["properties"] as? [String: Any],
            var error = properties["error"] as? [String: Any], var fields = error["properties"] as? [String: Any],
            var code = fields["code"] as? [String: Any]
        else { return schema }
        code["enum"] = codes
        fields["code"] = code
        error["properties"] = fields
        properties["error"] = error
        schema["properties"] = properties
        return schema
    }

    private static func object(at url: URL) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] else {
            throw Abort(.internalServerError, reason: "\(url.lastPathComponent) is not a JSON object")
        }
        return object
    }
}
