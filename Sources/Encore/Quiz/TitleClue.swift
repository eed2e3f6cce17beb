import Hangul

/// What a 초성 question shows instead of a poster. A title with Hangul shows its initial consonants
/// (기생충 → ㄱㅅㅊ; spaces, digits and Latin letters stay as they are). A title without Hangul
/// (an English pack) shows each word's first letter and a blank for every other letter
/// ("The Dark Knight" → T__ D___ K_____), the same idea for an alphabet without syllables.
enum TitleClue {
    static let blank: Character = "_"

    static func text(for title: String) -> String {
        hasHangul(title) ? Hangul.chosung(title) : initials(of: title)
    }

    /// Whether the clue hides anything: a title such as "1987" would show its own answer.
    static func hidesSomething(_ title: String) -> Bool {
        text(for: title) != Hangul.composed(title)
    }

    static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// A hint on top of an English clue: the first word spelt out ("Toy S____"), or, for a single
    /// word, its first half ("Tita___"). Nil for Hangul titles, whose hint is a syllable.
    static func englishHint(for title: String) -> String? {
        guard !hasHangul(title) else { return nil }
        let words = title.split(separator: " ", omittingEmptySubsequences: false)
        let clueWords = initials(of: title).split(separator: " ", omittingEmptySubsequences: false)
        guard words.count == clueWords.count, let firstWord = words.firstIndex(where: { $0.contains(where: \.isLetter) }) else { return nil }
        var shown = clueWords.map(String.init)
        if words.filter({ $0.contains(where: \.isLetter) }).count > 1 {
            shown[firstWord] = String(words[firstWord])
        } else {
            let letters = Array(words[firstWord])
            let keep = (letters.count + 1) / 2
            shown[firstWord] = String(letters.prefix(keep)) + String(Array(clueWords[firstWord]).dropFirst(keep))
        }
        let hint = shown.joined(separator: " ")
        return hint == initials(of: title) ? nil : hint
    }

    private static func initials(of title: String) -> String {
        var result = ""
        var inWord = false
        for character in title {
            if character.isLetter {
                result.append(inWord ? blank : character)
                inWord = true
            } else {
                result.append(character)
                // An apostrophe keeps the word going: "Schindler's" → S_________'_.
                inWord = inWord && (character == "'" || character == "’" || character.isNumber)
            }
        }
        return result
    }
}
