/// Korean text helpers shared by answer judging and search: initial consonants (초성),
/// composition of decomposed jamo, and the two normalisations (answers and search keys).
public enum Hangul {
    static let syllableBase: UInt32 = 0xAC00
    static let syllableLast: UInt32 = 0xD7A3
    static let vowelCount: UInt32 = 21
    static let finalCount: UInt32 = 28

    /// The 19 leading consonants as compatibility jamo, in Unicode order.
    static let leadingConsonants: [Unicode.Scalar] = [
        "ㄱ", "ㄲ", "ㄴ", "ㄷ", "ㄸ", "ㄹ", "ㅁ", "ㅂ", "ㅃ", "ㅅ",
        "ㅆ", "ㅇ", "ㅈ", "ㅉ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ",
    ]

    /// A precomposed syllable (가…힣).
    public static func isSyllable(_ scalar: Unicode.Scalar) -> Bool {
        (syllableBase...syllableLast).contains(scalar.value)
    }

    /// Compatibility jamo (ㄱ…ㅣ), the form people type on their own.
    static func isCompatibilityJamo(_ scalar: Unicode.Scalar) -> Bool {
        (0x3131...0x318E).contains(scalar.value)
    }

    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        isSyllable(scalar) || isCompatibilityJamo(scalar)
    }

    /// The leading consonant of a precomposed syllable, as a compatibility jamo.
    static func leadingConsonant(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard isSyllable(scalar) else { return nil }
        let index = (scalar.value - syllableBase) / (vowelCount * finalCount)
        return leadingConsonants[Int(index)]
    }

    /// True when the syllable has no final consonant (받침), so it may be a syllable still being typed.
    static func hasNoFinal(_ scalar: Unicode.Scalar) -> Bool {
        isSyllable(scalar) && (scalar.value - syllableBase) % finalCount == 0
    }

    /// The syllable without its final consonant: 걸 → 거.
    static func withoutFinal(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard isSyllable(scalar) else { return scalar }
        let offset = (scalar.value - syllableBase) % finalCount
        return Unicode.Scalar(scalar.value - offset)!
    }
}
