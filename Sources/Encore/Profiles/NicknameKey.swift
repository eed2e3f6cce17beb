import Foundation

/// The form two nicknames share when a person would read them as the same: compatibility forms
/// folded (ＥＮＣＯＲＥ → ENCORE), invisible characters dropped (Encore + U+034F), letters that look like
/// Latin ones in another script mapped to them (Cyrillic Е in Еncore), and case ignored. Unique
/// per profile, and what reserved names are checked against.
enum NicknameKey {
    static func make(_ nickname: String) -> String {
        let folded = nickname.precomposedStringWithCompatibilityMapping
        var scalars = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars where !isInvisible(scalar) {
            scalars.append(confusables[scalar] ?? scalar)
        }
        return String(scalars).lowercased()
    }

    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint
            || [.control, .format].contains(scalar.properties.generalCategory)
    }

    /// Cyrillic and Greek letters drawn like Latin ones (from Unicode's confusables list, the
    /// letters that matter for names).
    static let confusables: [Unicode.Scalar: Unicode.Scalar] = [
        "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T", "Х": "X",
        "Ѕ": "S", "І": "I", "Ј": "J", "Ү": "Y", "Ԁ": "d", "Ԛ": "Q", "Ԝ": "W",
        "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "ѕ": "s", "і": "i", "ј": "j",
        "һ": "h", "ԁ": "d", "ԛ": "q", "ԝ": "w", "ӏ": "l",
        "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O", "Ρ": "P",
        "Τ": "T", "Υ": "Y", "Χ": "X", "ο": "o", "ν": "v", "ρ": "p", "ι": "i", "κ": "k",
        "ı": "i", "ℓ": "l",
    ]
}
