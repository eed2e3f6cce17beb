import Foundation

/// Pieces of JSON text for values written by hand on a hot path, where `JSONEncoder` (which builds
/// a tree of boxed values before it writes a byte) cost too much: a party room's game, saved on
/// every change (#31.4). What these write, `JSONDecoder` reads back as the same values.
enum JSONText {
    /// `value` as a JSON string, quotes included: `"` and `\` escaped, control characters as
    /// `\u00XX`, everything else as it is (JSON text is UTF-8).
    static func append(_ value: String, to out: inout String) {
        out += "\""
        if value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(scalar)
                }
            }
        } else {
            out += value
        }
        out += "\""
    }

    /// A date as milliseconds since 1970 (`RoomCoding`'s strategy), to the last bit of the double.
    static func milliseconds(_ date: Date) -> String { "\(date.timeIntervalSince1970 * 1000)" }
}
