import Vapor

extension Request {
    /// `?q=`, trimmed; at most 100 characters, else 400 with the section's own message.
    func searchQuery(tooLong key: String) throws -> String {
        let query = (self.query[String.self, at: "q"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard query.count <= 100 else { throw UserFacingError(.badRequest, key) }
        return query
    }
}
