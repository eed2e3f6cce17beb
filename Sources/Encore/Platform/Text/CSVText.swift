/// Comma-separated values as spreadsheets read them (RFC 4180): a field with a comma, a quote or a
/// line break is quoted, and a file starts with a UTF-8 byte order mark, without which Excel reads
/// Korean as another encoding.
enum CSVText {
    static let byteOrderMark = "\u{FEFF}"

    static func document(_ rows: [[String]]) -> String {
        byteOrderMark + rows.map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// One field. Text other people typed (a nickname, an answer) that starts like a formula is
    /// prefixed with an apostrophe, so a spreadsheet shows it instead of running it. The first code
    /// point decides, not the first character: `=` with a combining mark after it is one character
    /// that is not `=`, yet a spreadsheet still reads a formula.
    static func field(_ text: String) -> String {
        var value = text
        if let first = value.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) { value = "'" + value }
        guard value.contains(where: { ",\"\r\n".contains($0) }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
