/// Text escaped for HTML exactly as Leaf escapes `#(…)` (`&`, `"`, `'`, `<`, `>`), so text escaped
/// here reads the same as text Leaf escaped. Most text needs nothing: it is returned as it is.
enum HTMLText {
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x22 || $0 == 0x27 || $0 == 0x3C || $0 == 0x3E })
        else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
