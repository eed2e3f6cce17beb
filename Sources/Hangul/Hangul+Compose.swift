extension Hangul {
    private static let leadingRange: ClosedRange<UInt32> = 0x1100...0x1112
    private static let vowelRange: ClosedRange<UInt32> = 0x1161...0x1175
    private static let finalRange: ClosedRange<UInt32> = 0x11A8...0x11C2

    /// Composes conjoining jamo into precomposed syllables (the Hangul part of NFC), so text typed
    /// or pasted in decomposed form (macOS file names, some IMEs) compares equal to ordinary text.
    /// A conjoining leading consonant left on its own becomes the compatibility jamo people type.
    public static func composed(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        while let first = scalars.popFirst() {
            let value = first.value
            if leadingRange.contains(value), let vowel = scalars.first, vowelRange.contains(vowel.value) {
                scalars.removeFirst()
                var syllable =
                    syllableBase
                    + ((value - leadingRange.lowerBound) * vowelCount + (vowel.value - vowelRange.lowerBound))
                    * finalCount
                if let final = scalars.first, finalRange.contains(final.value) {
                    scalars.removeFirst()
                    syllable += final.value - finalRange.lowerBound + 1
                }
                result.append(Unicode.Scalar(syllable)!)
            } else if hasNoFinal(first), let final = scalars.first, finalRange.contains(final.value) {
                scalars.removeFirst()
                result.append(Unicode.Scalar(value + final.value - finalRange.lowerBound + 1)!)
            } else if leadingRange.contains(value) {
                result.append(leadingConsonants[Int(value - leadingRange.lowerBound)])
            } else {
                result.append(first)
            }
        }
        return String(result)
    }
}
