import Foundation
import Hangul

/// What a daily puzzle shows at each of its six steps. Every wrong guess or skip goes one step
/// down the ladder; nothing of a later step is ever sent before it is due.
///
/// - poster (with TMDB): step n uncovers n windows of the poster, each larger than the last;
/// - 초성 (no key needed): the title's clue, then the year, the genres, the director, one
///   syllable, and last a second look at the title (its English initials, or half its letters).
enum DailyLadder {
    enum Kind: String, Codable, Sendable { case poster, chosung }

    static let tries = 6

    /// A line of a 초성 puzzle's clues, in the reader's language.
    struct Clue: Codable, Equatable, Sendable {
        let label: String
        let text: String
    }

    /// Windows of the 50 × 75 poster grid (width and height in cells), one more per step.
    static let windowSizes = [(9, 9), (11, 11), (13, 13), (15, 15), (18, 18), (24, 24)]

    /// The poster cells showing at `step` (1…6), the windows placed by the day's `seed`.
    static func posterGrid(step: Int, seed: UInt64) -> RevealGrid {
        var generator = SplitMix64(state: seed)
        var cells = Set<Int>()
        for (index, size) in windowSizes.enumerated() {
            let column = Int(generator.next() % UInt64(RevealGrid.columns - size.0 + 1))
            let row = Int(generator.next() % UInt64(RevealGrid.rows - size.1 + 1))
            guard index < step else { break }
            for r in row..<(row + size.1) {
                for c in column..<(column + size.0) { cells.insert(r * RevealGrid.columns + c) }
            }
        }
        return RevealGrid(revealed: cells)
    }

    /// Every clue line of a 초성 puzzle, in order: the title's clue first, then one more line per
    /// step while the film has facts left to give. Pure for a film and language, so a day's lines
    /// are made once (`DailyPuzzleCache.clueLines`).
    static func clueLines(for movie: MovieCatalog.Movie, in view: PlayPresentation) -> [Clue] {
        let title = CatalogQuestion.title(of: movie, in: view.language)
        let question = CatalogQuestion.make(movie, in: view.language, position: 0)
        var lines = [Clue(label: view.text("daily.clue.title"), text: TitleClue.text(for: title))]
        lines += QuizHints.shown(QuizHints(question, kind: .chosung).available, in: view).map {
            Clue(label: $0.label, text: $0.text)
        }
        if let second = secondLook(at: movie, language: view.language, shown: lines.map(\.text)) {
            lines.append(Clue(label: view.text("daily.clue.secondLook.\(view.language.rawValue)"), text: second))
        }
        return lines
    }

    /// The lines showing at `step` (1…6).
    static func clues(_ lines: [Clue], step: Int) -> [Clue] {
        Array(lines.prefix(max(1, min(step, tries))))
    }

    /// The last 초성 line: in Korean the English title's initials, in English half of every word.
    static func secondLook(at movie: MovieCatalog.Movie, language: Language, shown: [String]) -> String? {
        let candidate: String
        if language == .ko {
            guard !TitleClue.hasHangul(movie.titleEn) else { return nil }
            candidate = TitleClue.text(for: movie.titleEn)
        } else {
            candidate = halfShown(movie.titleEn)
        }
        guard candidate != Hangul.composed(CatalogQuestion.title(of: movie, in: language)), !shown.contains(candidate)
        else { return nil }
        return candidate
    }

    /// Every word's first half, the rest blanked: "The Dark Knight" → "Th_ Da__ Kni___".
    static func halfShown(_ title: String) -> String {
        title.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            let letters = word.filter(\.isLetter).count
            let keep = (letters + 1) / 2
            var seen = 0
            return String(
                word.map { character -> Character in
                    guard character.isLetter else { return character }
                    seen += 1
                    return seen <= keep ? character : TitleClue.blank
                })
        }.joined(separator: " ")
    }

    /// How a guess is judged: any title of the film, and for a 초성 puzzle every catalog film with
    /// the same clue in either language (the clue stood for each of them: `SameClue`).
    static func judge(for movie: MovieCatalog.Movie, kind: Kind, catalog: MovieCatalog) -> AnswerJudge {
        AnswerJudge(
            title: movie.titleKo, originalTitle: movie.titleOriginal,
            extraAnswers: [movie.titleEn] + sameClueTitles(for: movie, kind: kind, catalog: catalog))
    }

    /// The catalog's other films a 초성 puzzle's clue stood for (none for a poster puzzle).
    static func sameClueTitles(for movie: MovieCatalog.Movie, kind: Kind, catalog: MovieCatalog) -> [String] {
        guard kind == .chosung else { return [] }
        let own = AnswerJudge(title: movie.titleKo, originalTitle: movie.titleOriginal, extraAnswers: [movie.titleEn])
        return [movie.titleKo, movie.titleEn].flatMap { catalog.titles(withClue: TitleClue.text(for: $0)) }
            .filter { !own.isCorrect($0) }
    }
}
