import Foundation

/// Length as limits count it: one per character a person sees, but combining marks past the first
/// two on one character count as characters of their own. Otherwise "ab" followed by 3,000
/// combining marks is two characters long and passes a 10-character limit (a "Zalgo" string).
enum TextLength {
    static let marksPerCharacter = 2

    static func of(_ text: String) -> Int {
        text.precomposedStringWithCanonicalMapping.reduce(0) { length, character in
            let marks = character.unicodeScalars.filter {
                [.nonspacingMark, .enclosingMark, .spacingMark].contains($0.properties.generalCategory)
            }.count
            return length + 1 + max(0, marks - marksPerCharacter)
        }
    }
}
