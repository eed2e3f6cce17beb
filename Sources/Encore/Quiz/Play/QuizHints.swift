import Hangul

/// The hints a question can give, in the order they are handed out: release year, genre, director,
/// then one syllable of the title. A hint whose fact is unknown is skipped. Each hint used takes a
/// fifth off the question's points (`QuizScoring`).
struct QuizHints {
    enum Kind: String, Codable, Sendable { case year, genre, director, syllable }

    struct Hint: Codable, Equatable, Sendable {
        let kind: Kind
        /// The fact: a year, genre keys joined by ",", director names, or the masked title (`기○○`).
        let value: String
    }

    /// A hint as the player reads it, in their language: `개봉 연도` / `2006`.
    struct Shown: Codable, Equatable, Sendable {
        let kind: Kind
        let label: String
        let text: String
    }

    let available: [Hint]

    /// A 초성 question with an English title already shows every word's first letter, so its last
    /// hint spells out more than one letter (`TitleClue.englishHint`).
    init(_ question: QuizQuestion, kind: QuizKind) {
        var hints: [Hint] = []
        if let year = question.releaseYear { hints.append(Hint(kind: .year, value: String(year))) }
        if let genres = question.genres, !genres.isEmpty {
            hints.append(Hint(kind: .genre, value: genres.joined(separator: ",")))
        }
        if let directors = question.directors, !directors.isEmpty {
            // Korean names, then a tab, then the English ones: the page shows the reader's language.
            hints.append(
                Hint(
                    kind: .director,
                    value: directors.joined(separator: ", ") + "\t"
                        + (question.directorsEnglish ?? directors).joined(separator: ", ")))
        }
        let englishClue = kind == .chosung && !TitleClue.hasHangul(question.title)
        if let masked = englishClue
            ? TitleClue.englishHint(for: question.title) : Self.oneSyllable(of: Hangul.composed(question.title))
        {
            hints.append(Hint(kind: .syllable, value: masked))
        }
        available = hints
    }

    /// The first `count` hints: all a player has asked for, and nothing more.
    func revealed(_ count: Int) -> [Hint] { Array(available.prefix(max(0, count))) }

    static func shown(_ hints: [Hint], in view: PlayPresentation) -> [Shown] {
        hints.map { hint in
            let text =
                switch hint.kind {
                case .genre:
                    hint.value.split(separator: ",").map { view.text("quiz.genre.\($0)") }.joined(separator: ", ")
                case .director:
                    hint.value.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)[
                        view.language == .en ? 1 : 0]
                default: hint.value
                }
            return Shown(kind: hint.kind, label: view.text("quiz.hint.\(hint.kind.rawValue)"), text: text)
        }
    }

    /// The title with one character shown: its first Hangul syllable (7번방의 선물 → ○번○○ ○○), or its
    /// first letter when it has none ("The Host" → T○○ ○○○○).
    static func oneSyllable(of title: String) -> String? {
        let characters = Array(title)
        let isSyllable: (Character) -> Bool = { $0.unicodeScalars.allSatisfy(Hangul.isSyllable) }
        guard
            let shown = characters.firstIndex(where: isSyllable)
                ?? characters.firstIndex(where: { $0.isLetter || $0.isNumber })
        else { return nil }
        let masked = characters.enumerated().map { index, character -> String in
            index == shown || !(character.isLetter || character.isNumber) ? String(character) : "○"
        }.joined()
        return masked.contains("○") ? masked : nil
    }
}
