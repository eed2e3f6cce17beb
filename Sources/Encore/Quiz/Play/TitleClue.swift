import Hangul

/// What a 초성 question shows instead of a poster. A title with Hangul shows its initial consonants
/// (기생충 → ㄱㅅㅊ; spaces, digits and Latin letters stay as they are). A title without Hangul
/// (an English pack) shows each word's first letter and a blank for every other letter
/// ("The Dark Knight" → T__ D___ K_____), the same idea for an alphabet without syllables.
enum TitleClue {
    static let blank: Character = "_"

    /// Titles are composed first: a title typed in decomposed Hangul (NFD) is still Hangul.
    static func text(for title: String) -> String {
        let title = Hangul.composed(title)
        return hasHangul(title) ? Hangul.chosung(title) : initials(of: title)
    }

    /// Whether the clue hides anything: a title such as "1987" would show its own answer.
    static func hidesSomething(_ title: String) -> Bool {
        text(for: title) != Hangul.composed(title)
    }

    static func hasHangul(_ text: String) -> Bool {
        Hangul.composed(text).unicodeScalars.contains(where: Hangul.isSyllable)
    }

    /// A hint on top of an English clue: its longest hidden word spelt out ("T__ Story"), or, when
    /// only one word hides letters, that word's first half ("Tita___"). Nil for Hangul titles,
    /// whose hint is a syllable.
    static func englishHint(for title: String) -> String? {
        let title = Hangul.composed(title)
        guard !hasHangul(title) else { return nil }
        let words = title.split(separator: " ", omittingEmptySubsequences: false).map(Array.init)
        let clueWords = initials(of: title).split(separator: " ", omittingEmptySubsequences: false).map(Array.init)
        guard words.count == clueWords.count else { return nil }
        let hiding = clueWords.indices.filter { clueWords[$0].contains(blank) }
        guard
            let longest = hiding.max(by: {
                words[$0].count < words[$1].count || (words[$0].count == words[$1].count && $0 > $1)
            })
        else { return nil }
        var shown = clueWords
        let keep = hiding.count > 1 ? words[longest].count : (words[longest].count + 1) / 2
        shown[longest] = Array(words[longest].prefix(keep)) + Array(clueWords[longest].dropFirst(keep))
        return shown.map { String($0) }.joined(separator: " ")
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
