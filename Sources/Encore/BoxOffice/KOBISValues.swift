import Foundation

/// KOBIS sends every number in its charts as a JSON string ("64050", "-15.3", "62772471900"),
/// dates in two formats, and sometimes " " for no date. These read them leniently: a real JSON
/// number is accepted too, surrounding spaces are ignored, and what cannot be read is nil.
extension KeyedDecodingContainer {
    func kobisInt(_ key: Key) throws -> Int64? {
        if let text = try? decodeIfPresent(String.self, forKey: key) {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            return Int64(trimmed) ?? Double(trimmed).flatMap { $0.isFinite ? Int64(exactly: $0.rounded()) : nil }
        }
        return try? decodeIfPresent(Int64.self, forKey: key)
    }

    func kobisDouble(_ key: Key) throws -> Double? {
        if let text = try? decodeIfPresent(String.self, forKey: key) {
            return Double(text.trimmingCharacters(in: .whitespaces))
        }
        return try? decodeIfPresent(Double.self, forKey: key)
    }

    /// Text with KOBIS's trailing spaces removed; "" becomes nil.
    func kobisText(_ key: Key) throws -> String? {
        let text = (try? decodeIfPresent(String.self, forKey: key))?.trimmingCharacters(in: .whitespacesAndNewlines)
        return text?.isEmpty == false ? text : nil
    }

    /// `openDt` as `YYYY-MM-DD` (charts) or `YYYYMMDD` (movie info), "" or " " when unknown.
    func kobisDate(_ key: Key) throws -> Day? {
        try kobisText(key).flatMap(Day.init(text:))
    }
}
