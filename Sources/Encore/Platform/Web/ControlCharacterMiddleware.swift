import Vapor

/// The edge where every text a visitor sends by query, JSON body or form is read once for control
/// characters (`ControlCharacters`), before any route decodes it: a 422 naming the field, and the
/// request goes no further, so nothing is kept. Multipart forms stream past (an upload's bytes are
/// not text); their text fields and imported files ask `StorableText` instead.
struct ControlCharacterMiddleware: AsyncMiddleware {
    static let key = "input.controlCharacter"

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        if let query = request.url.query, let field = ControlCharacterSearch.field(inForm: query) {
            throw FieldProblem(field, Self.key)
        }
        if let type = request.headers.contentType, type == .json || type == .urlEncodedForm,
            let body = try await request.collectedBody()
        {
            let field =
                type == .json
                ? ControlCharacterSearch.field(inJSON: body)
                : ControlCharacterSearch.field(inForm: String(buffer: body))
            if let field { throw FieldProblem(field, Self.key) }
        }
        return try await next.respond(to: request)
    }
}
