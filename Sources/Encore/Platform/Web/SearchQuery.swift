import Vapor

extension Request {
    /// `?q=`, trimmed; at most 100 code points, else 400 with the section's own message.
    func searchQuery(tooLong key: String) throws -> String {
        let raw = self.query[String.self, at: "q"] ?? ""
        // Counted in code points before trimming, as the OpenAPI document's `maxLength` counts.
        guard raw.unicodeScalars.count <= 100 else { throw UserFacingError(.badRequest, key) }
        return raw.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
