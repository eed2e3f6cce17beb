import Vapor

/// The edge where a query and a URL-encoded form are read once for control characters
/// (`ControlCharacters`), before any route reads them: a 422 naming the field, and the request goes
/// no further (pages read their forms with `try?`, which would turn the refusal into an empty field).
/// JSON bodies are read where they are decoded (`ControlCharacterRefusingDecoder`), so that only the
/// fields an API route takes count; multipart fields and imported files ask `StorableText`.
struct ControlCharacterMiddleware: AsyncMiddleware {
    static let key = "input.controlCharacter"

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        if let query = request.url.query, let field = ControlCharacterSearch.field(inForm: query) {
            throw FieldProblem(field, Self.key)
        }
        if request.headers.contentType == .urlEncodedForm, let body = try await request.collectedBody(),
            let field = ControlCharacterSearch.field(inForm: String(buffer: body))
        {
            throw FieldProblem(field, Self.key)
        }
        return try await next.respond(to: request)
    }
}
