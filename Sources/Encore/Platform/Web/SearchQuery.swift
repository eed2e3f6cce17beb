import Vapor

extension Request {
    /// `?q=`, trimmed; at most 100 code points, else 400 with the section's own message.
    func searchQuery(tooLong key: String) throws -> String {
        let raw = self.query[String.self, at: "q"] ?? ""
        // Counted in code points before trimming, as the OpenAPI document's `maxLength` counts.
        guard raw.unicodeScalars.count <= 100 else { throw RequestRefusal.queryTooLong(key: key) }
        return raw.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The highest `?page=` any list takes (as the OpenAPI document says).
    static let lastPageNumber = 1_000

    /// `?page=`: 1 when missing, otherwise a whole number from 1 to `last` (a 422 naming `page`).
    func pageNumber(last: Int = Request.lastPageNumber) throws -> Int {
        guard let text = query[String.self, at: "page"] else { return 1 }
        guard let page = Int(text), (1...last).contains(page) else {
            throw FieldProblem("page", "error.page", [String(last)])
        }
        return page
    }
}
