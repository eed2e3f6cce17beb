/// Text a visitor sends that the database keeps as text: U+0000 never. SQLite's text ends at the
/// first NUL when read back (a question titled "\u{0}괴물" came back as ""), and PostgreSQL refuses
/// it outright; so it is refused where it is received, with the field named, before anything is kept.
enum StorableText {
    static func check(_ text: String, field: String) throws(FieldProblem) {
        guard !text.utf8.contains(0) else { throw FieldProblem(field, "input.nulCharacter") }
    }

    static func check(_ texts: [String], field: String) throws(FieldProblem) {
        for text in texts { try check(text, field: field) }
    }
}
