import CUnicodeShim

/// Unicode's confusable skeletons (UTS #39, by ICU): two strings a reader could take for each
/// other have the same skeleton (Armenian օ and Latin o, Lisu ꓰ and E, capital I and l, rn and m).
enum Confusables {
    static func skeleton(_ text: String) -> String {
        let utf8 = Array(text.utf8)
        // A character's skeleton is at most a few characters: grow once or twice if ever needed.
        var capacity = utf8.count * 4 + 16
        while capacity <= 1 << 20 {
            var out = [CChar](repeating: 0, count: capacity)
            let written = utf8.withUnsafeBufferPointer { input in
                input.withMemoryRebound(to: CChar.self) { chars in
                    encore_confusable_skeleton(chars.baseAddress, Int32(chars.count), &out, Int32(capacity))
                }
            }
            if written >= 0 {
                return String(decoding: out.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            capacity *= 4
        }
        return text
    }

    /// Whether ICU's Unicode has not assigned this code point (a newer Unicode's character could
    /// not be compared, so it is refused where names must be told apart).
    static func isUnassigned(_ scalar: Unicode.Scalar) -> Bool { encore_is_unassigned(scalar.value) != 0 }

    /// Whether UTS #39's identifier profile (UAX #31's recommended characters and the inclusions)
    /// allows the code point in a name: José's accent is, a Hangul tone mark (U+302E) is not.
    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        encore_is_identifier_character(scalar.value) != 0
    }
}
