import Foundation

/// Reads back JSON text of a known shape, keys in a known order, for a value decoded on a hot path
/// (what `JSONText` wrote: a party room's game, read by every instance after each change of it,
/// where `JSONDecoder` was a fifth of an instance's time on the cluster). Any surprise (another key
/// order, a missing key, spaces, a token of another kind) answers nil and leaves the caller to
/// fall back to `JSONDecoder`, which reads any order.
struct JSONScanner {
    private let bytes: [UInt8]
    private var at = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var isAtEnd: Bool { at == bytes.count }

    /// Whether `expected` comes next; passes over it if so, and over nothing if not.
    mutating func take(_ expected: StaticString) -> Bool {
        let count = expected.utf8CodeUnitCount
        guard at + count <= bytes.count else { return false }
        let matches = expected.withUTF8Buffer { literal in
            var index = 0
            while index < count, bytes[at + index] == literal[index] { index += 1 }
            return index == count
        }
        if matches { at += count }
        return matches
    }

    mutating func int() -> Int? {
        let start = at
        if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
        var value = 0
        let digitsStart = at
        while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") {
            let (product, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else {
                at = start
                return nil
            }
            value = product + Int(bytes[at] - UInt8(ascii: "0"))
            at += 1
        }
        guard at > digitsStart else {
            at = start
            return nil
        }
        return bytes[start] == UInt8(ascii: "-") ? -value : value
    }

    mutating func double() -> Double? {
        let start = at
        while at < bytes.count, Self.isNumberByte(bytes[at]) { at += 1 }
        guard at > start, let value = Double(String(decoding: bytes[start..<at], as: UTF8.self)) else {
            at = start
            return nil
        }
        return value
    }

    mutating func bool() -> Bool? {
        if take("true") { return true }
        if take("false") { return false }
        return nil
    }

    /// A string holding a UUID (`UUIDText`).
    mutating func uuid() -> UUID? {
        let quote = UInt8(ascii: "\"")
        guard at + 37 < bytes.count, bytes[at] == quote, bytes[at + 37] == quote,
            let id = UUIDText.parse(utf8: bytes[(at + 1)..<(at + 37)])
        else { return nil }
        at += 38
        return id
    }

    /// A JSON string, escapes and all.
    mutating func string() -> String? {
        let start = at
        guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { return nil }
        at += 1
        let contentStart = at
        while at < bytes.count, bytes[at] != UInt8(ascii: "\""), bytes[at] != UInt8(ascii: "\\") { at += 1 }
        guard at < bytes.count else {
            at = start
            return nil
        }
        if bytes[at] == UInt8(ascii: "\"") {
            defer { at += 1 }
            return String(decoding: bytes[contentStart..<at], as: UTF8.self)
        }
        guard let escaped = escapedString(from: contentStart) else {
            at = start
            return nil
        }
        return escaped
    }

    /// The rest of a string with escapes in it, from its first byte after the quote.
    private mutating func escapedString(from contentStart: Int) -> String? {
        var utf8 = Array(bytes[contentStart..<at])
        while at < bytes.count {
            let byte = bytes[at]
            at += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard at < bytes.count else { return nil }
                let escape = bytes[at]
                at += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    utf8.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
            default: utf8.append(byte)
            }
        }
        return nil
    }

    /// The scalar a `\u` escape (four hex digits, or a surrogate pair of two escapes) names, read
    /// from just after the first `\u`.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let high = hex4() else { return nil }
        guard (0xD800...0xDBFF).contains(high) else { return Unicode.Scalar(high) }
        guard take("\\u"), let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }

    private mutating func hex4() -> UInt32? {
        guard at + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[at..<at + 4], as: UTF8.self), radix: 16)
        else { return nil }
        at += 4
        return value
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E")
    }
}
