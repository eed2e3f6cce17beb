import Foundation
import Hangul

/// The words no nickname, pack title or GIF title or tag may carry (`Resources/Data/word-filter.json`,
/// its sources in SOURCES.md), and how a text is matched against them despite the usual disguises:
/// look-alike letters (Cyrillic а, fullwidth Ａ: `NicknameKey`'s confusable skeleton), case, spaces
/// and symbols between letters (f.u.c.k, 씨 발), letters said twice or more (fuuuck, 씨씨발), digits
/// for letters (sh1t, 5hit) and Korean words written in initial consonants alone (ㅅㅂ, ㄱㅅㄲ).
///
/// Latin words match whole words and their plain -s, -es, -ed, -er, -ing forms, so "Sussex" and
/// "assassin" pass; a word listed as `*word` matches inside other words too. Korean words match
/// anywhere in the text once spaces and symbols are gone, after the allowed words that contain
/// one (시발점) are taken out.
struct WordFilter: Sendable {
    struct List: Decodable {
        let ko: [String]
        let en: [String]
        /// Initial-consonant spellings that are abuse on their own (ㅅㅂ); two consonants are too
        /// many things else (ㄱㄱ is "let's go") to take every listed word's.
        let chosung: [String]
        let allowed: [String]
    }

    private let hangulWords: [String]
    private let consonantWords: [String]
    private let latinWords: Set<String>
    private let latinFragments: [String]
    private let allowed: [String]

    init(_ list: List) {
        hangulWords = list.ko.map { Self.collapsed(Self.letters(of: $0)) }
        consonantWords =
            list.chosung.map(Self.collapsed)
            + list.ko.filter { $0.count >= 3 }.map { Self.collapsed(Hangul.chosung($0)) }
        latinWords = Set(list.en.filter { !$0.hasPrefix("*") }.map { Self.collapsed(Self.letters(of: $0)) })
        latinFragments = list.en.filter { $0.hasPrefix("*") }.map {
            Self.collapsed(Self.letters(of: String($0.dropFirst())))
        }
        allowed = list.allowed.map { Self.collapsed(Self.letters(of: $0)) }
    }

    /// The built-in list, read once for the process from the resources every app of it uses.
    static let builtIn: WordFilter = {
        let path = FileManager.default.currentDirectoryPath + "/Resources/Data/word-filter.json"
        guard let data = FileManager.default.contents(atPath: path),
            let list = try? JSONDecoder().decode(List.self, from: data)
        else { return WordFilter(List(ko: [], en: [], chosung: [], allowed: [])) }
        return WordFilter(list)
    }()

    var isEmpty: Bool { hangulWords.isEmpty && latinWords.isEmpty }

    /// Whether `text` carries a listed word.
    func refuses(_ text: String) -> Bool {
        let tokens = Self.tokens(of: text)
        var hangul = Self.collapsed(tokens.joined())
        for word in allowed { hangul = hangul.replacingOccurrences(of: word, with: " ", options: .literal) }
        if hangulWords.contains(where: { Self.contains(hangul, $0) }) { return true }
        for run in Self.consonantRuns(of: text) where consonantWords.contains(where: { Self.contains(run, $0) }) {
            return true
        }
        let latin = tokens.filter { $0.unicodeScalars.allSatisfy { $0.isASCII } }
        // Letters spelt out one by one (f u c k) are a word too, and so is the whole name (fu_ck).
        var candidates = latin
        var singles = ""
        for token in latin + [""] {
            if token.count == 1 {
                singles += token
            } else {
                if singles.count > 1 { candidates.append(singles) }
                singles = ""
            }
        }
        candidates.append(latin.joined())
        if candidates.contains(where: isListedWord) { return true }
        let joined = Self.collapsed(latin.joined())
        return latinFragments.contains { Self.contains(joined, $0) }
    }

    /// Compared scalar by scalar: the look-alike skeleton spells Hangul in loose jamo, which group
    /// into characters differently next to other jamo (병신 and 병신같은 part at another place).
    private static func contains(_ text: String, _ word: String) -> Bool {
        text.range(of: word, options: .literal) != nil
    }

    private static let suffixes = ["s", "es", "d", "ed", "er", "ers", "ing", "in"]

    private func isListedWord(_ token: String) -> Bool {
        let word = Self.collapsed(token)
        if latinWords.contains(word) { return true }
        return Self.suffixes.contains { suffix in
            word.hasSuffix(suffix) && latinWords.contains(String(word.dropLast(suffix.count)))
        }
    }

    /// The text's words: look-alikes folded, digits read as the letters they stand for, and
    /// anything that is not a letter a separator.
    static func tokens(of text: String) -> [String] {
        letters(of: text, keepingSeparators: true).split(separator: " ").map(String.init)
    }

    private static let digitLetters: [Character: Character] = [
        "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "9": "g", "@": "a", "$": "s", "!": "i",
    ]

    static func letters(of text: String, keepingSeparators: Bool = false) -> String {
        let read = String(Hangul.composed(text).lowercased().map { digitLetters[$0] ?? $0 })
        // The key folds look-alikes (and reads i and l as one letter, on both sides alike).
        let key = NicknameKey.make(read)
        var result = String.UnicodeScalarView()
        for scalar in key.unicodeScalars {
            if scalar.properties.isAlphabetic {
                result.append(scalar)
            } else if keepingSeparators, result.last != " " {
                result.append(" ")
            }
        }
        return String(result)
    }

    /// Letters said more than once in a row said once: fuuuck is fuck, 씨씨발 is 씨발.
    static func collapsed(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where scalar != result.last { result.append(scalar) }
        return String(result)
    }

    /// The runs of consonant jamo in the text (ㅅㅂ, ㅂ ㅅ), spaces and symbols between them ignored.
    private static func consonantRuns(of text: String) -> [String] {
        var runs: [String] = [], run = ""
        for scalar in Hangul.composed(text).unicodeScalars {
            if (0x3131...0x314E).contains(scalar.value) {
                run.unicodeScalars.append(scalar)
            } else if CharacterSet.letters.contains(scalar) || CharacterSet.decimalDigits.contains(scalar) {
                if !run.isEmpty { runs.append(collapsed(run)) }
                run = ""
            }
        }
        if !run.isEmpty { runs.append(collapsed(run)) }
        return runs
    }
}
