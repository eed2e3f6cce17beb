import Foundation
import NIOCore

/// Finds the first field of a form (or query) or a JSON document whose name or text holds a
/// control character, and names it as a `FieldProblem` does (`questions[0].title`).
enum ControlCharacterSearch {
    /// `name=value&…`, percent-encoded, `+` for a space. A field that is not valid UTF-8 once decoded
    /// is read leniently: a NUL among broken bytes is still a NUL.
    static func field(inForm text: String) -> String? {
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = decoded(parts[0])
            let value = parts.count > 1 ? decoded(parts[1]) : ""
            if ControlCharacters.occur(in: name) || ControlCharacters.occur(in: value) { return name }
        }
        return nil
    }

    /// A JSON document's first string (or key) holding one, or nil; a document that does not parse
    /// is left for the route to refuse as malformed.
    static func field(inJSON body: ByteBuffer) -> String? {
        guard
            let document = try? JSONSerialization.jsonObject(
                with: Data(body.readableBytesView), options: [.fragmentsAllowed])
        else { return nil }
        return path(in: document, at: "").map { $0.isEmpty ? "body" : $0 }
    }

    /// Whether JSON text may hold one: control characters reach it as `\u00XX`, `\b` or `\f`
    /// escapes, DEL and C1 also as raw bytes. A document with none of those need not be read again.
    static func mayHoldOne(json body: ByteBuffer) -> Bool {
        var previous: UInt8 = 0
        var escape = 0  // how far into "\u00" the bytes are
        for byte in body.readableBytesView {
            if byte == 0x7F || (previous == 0xC2 && (0x80...0x9F).contains(byte)) { return true }
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { return true }
            switch (escape, byte) {
            case (_, UInt8(ascii: "\\")): escape = escape == 1 ? 0 : 1
            case (1, UInt8(ascii: "b")), (1, UInt8(ascii: "f")), (3, UInt8(ascii: "0")): return true
            case (1, UInt8(ascii: "u")), (2, UInt8(ascii: "0")): escape += 1
            default: escape = 0
            }
            previous = byte
        }
        return false
    }

    private static func path(in value: Any, at path: String) -> String? {
        switch value {
        case let text as String:
            return ControlCharacters.occur(in: text) ? path : nil
        case let array as [Any]:
            for (index, element) in array.enumerated() {
                if let found = self.path(in: element, at: "\(path)[\(index)]") { return found }
            }
        case let object as [String: Any]:
            for key in object.keys.sorted() {
                let inner = path.isEmpty ? key : "\(path).\(key)"
                if ControlCharacters.occur(in: key) { return inner }
                if let found = self.path(in: object[key] as Any, at: inner) { return found }
            }
        default: break
        }
        return nil
    }

    private static func decoded(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let high = hexValue(utf8[utf8.startIndex]), let low = hexValue(utf8[utf8.startIndex + 1])
            {
                bytes.append(high << 4 | low)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
