extension Hangul {
    /// The form answers are compared in: keep only Hangul, Latin letters and digits,
    /// lower-cased. Accents are folded (Amélie → amelie) and full-width forms narrowed, so the
    /// same answer typed on another keyboard still matches. May be empty: callers must treat an
    /// empty result as "no answer", never as a match.
    public static func normalizedAnswer(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in foldedScalars(text) where isHangul(scalar) || isASCIILetterOrDigit(scalar) {
            result.append(scalar)
        }
        return String(result)
    }

    /// The form names are indexed and searched in: lower-cased, accents folded, whitespace and
    /// punctuation removed, letters and digits of every script kept ("Oh My Girl!" → "ohmygirl").
    public static func searchKey(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in foldedScalars(text) where scalar.properties.isAlphabetic || isDecimalDigit(scalar) {
            result.append(scalar)
        }
        return String(result)
    }

    /// The initial-consonant form of a search key: "오마이걸" → "ㅇㅁㅇㄱ".
    public static func chosungKey(_ text: String) -> String {
        chosung(searchKey(text))
    }

    /// Composed, width-narrowed, lower-cased, accent-folded scalars, combining marks dropped.
    static func foldedScalars(_ text: String) -> [Unicode.Scalar] {
        var output: [Unicode.Scalar] = []
        for scalar in composed(text).unicodeScalars {
            if scalar.properties.canonicalCombiningClass != .notReordered { continue }
            let narrow = narrowed(scalar)
            for lower in narrow.properties.lowercaseMapping.unicodeScalars {
                if let folded = LatinFolding.table[lower] {
                    output.append(contentsOf: folded.unicodeScalars)
                } else {
                    output.append(lower)
                }
            }
        }
        return output
    }

    /// Full-width ASCII (Ａ, １, ！) to its ordinary form.
    static func narrowed(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard (0xFF01...0xFF5E).contains(scalar.value) else { return scalar }
        return Unicode.Scalar(scalar.value - 0xFEE0)!
    }

    static func isASCIILetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.numericType == .decimal
    }
}
