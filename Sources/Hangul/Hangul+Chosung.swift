extension Hangul {
    /// Replaces every Hangul syllable by its initial consonant and keeps everything else
    /// (spaces, digits, Latin, punctuation) as it is: "기생충 2" → "ㄱㅅㅊ 2".
    public static func chosung(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in composed(text).unicodeScalars {
            result.append(leadingConsonant(of: scalar) ?? scalar)
        }
        return String(result)
    }

    /// True when the text is made only of consonant jamo (spaces allowed) and has at least one:
    /// a query such as "ㅇㅁㅇㄱ" that should be matched against initial consonants.
    public static func isChosungQuery(_ text: String) -> Bool {
        var sawConsonant = false
        for scalar in composed(text).unicodeScalars {
            if scalar.properties.isWhitespace { continue }
            guard leadingConsonants.contains(scalar) else { return false }
            sawConsonant = true
        }
        return sawConsonant
    }

    /// True when the text holds a consonant jamo on its own (ㄱ, not 가): an initial-consonant query,
    /// whole ("ㄱㅅㅊ") or mixed ("기ㅅㅊ").
    public static func containsConsonantJamo(_ text: String) -> Bool {
        composed(text).unicodeScalars.contains { leadingConsonants.contains($0) }
    }
}
