/// Text a visitor sends that the database keeps, checked where it does not pass the request edge
/// (`ControlCharacterMiddleware` reads JSON, forms and queries): a multipart form's fields and an
/// imported file's text. The same rule, with the field named, before anything is kept.
enum StorableText {
    static func check(_ text: String, field: String) throws(FieldProblem) {
        guard !ControlCharacters.occur(in: text) else { throw FieldProblem(field, ControlCharacterMiddleware.key) }
    }

    static func check(_ texts: [String], field: String) throws(FieldProblem) {
        for text in texts { try check(text, field: field) }
    }
}
