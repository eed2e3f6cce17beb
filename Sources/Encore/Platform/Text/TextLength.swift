import Foundation

/// Length as limits count it: one per character a person sees, but combining marks past the first
/// two on one character count as characters of their own. Otherwise "ab" followed by 3,000
/// combining marks is two characters long and passes a 10-character limit (a "Zalgo" string).
/// Code points are capped too, at `scalarsPerCharacter` a character: an emoji with 300 skin-tone
/// modifiers, a 151-emoji ZWJ chain or a letter with 3,000 invisible tags is one character a
/// reader sees, and far too long.
enum TextLength {
    static let marksPerCharacter = 2
    /// Room for a family emoji (7 code points) among plain letters; 40 characters hold 160.
    static let scalarsPerCharacter = 4

    static func of(_ text: String) -> Int {
        let composed = text.precomposedStringWithCanonicalMapping
        let seen = composed.reduce(0) { length, character in
            let marks = character.unicodeScalars.filter {
                [.nonspacingMark, .enclosingMark, .spacingMark].contains($0.properties.generalCategory)
            }.count
            return length + 1 + max(0, marks - marksPerCharacter)
        }
        let scalars = composed.unicodeScalars.count
        return max(seen, (scalars + scalarsPerCharacter - 1) / scalarsPerCharacter)
    }
}
