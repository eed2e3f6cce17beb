/// What a finished daily shares: the number and a row of squares, one per try, never the film
/// (`Encore 오늘의 퀴즈 #42 🟥🟥🟩⬜⬜⬜`), and a link whose preview card draws the same row.
struct DailyShare: Codable, Sendable, Equatable {
    let text: String
    let row: String
    /// The day's page with the row (`?r=xxo`), for its preview card.
    let path: String

    init(number: Int, guesses: [DailyGuess], view: PlayPresentation) {
        row = Self.emoji(guesses)
        text = view.strings.text("daily.share.text", view.language, [String(number), row])
        path = Site.quizDailyNumber.link(number) + "?r=" + Self.code(guesses)
    }

    static func emoji(_ guesses: [DailyGuess]) -> String {
        let used = guesses.prefix(DailyLadder.tries).map { guess -> String in
            switch guess.result {
            case .right: "🟩"
            case .wrong: "🟥"
            case .skipped: "⬛"
            }
        }
        return (used + Array(repeating: "⬜", count: DailyLadder.tries - used.count)).joined()
    }

    /// The row as URL letters: `x` wrong, `s` skipped, `o` right.
    static func code(_ guesses: [DailyGuess]) -> String {
        String(
            guesses.prefix(DailyLadder.tries).map { guess -> Character in
                switch guess.result {
                case .right: "o"
                case .wrong: "x"
                case .skipped: "s"
                }
            })
    }

    /// A row code from a link, when it is one a finished puzzle could have: up to five misses and
    /// then a right answer, or six misses.
    static func isValidCode(_ code: String) -> Bool {
        guard (1...DailyLadder.tries).contains(code.count), code.allSatisfy({ "xso".contains($0) }) else {
            return false
        }
        let misses = code.dropLast()
        return !misses.contains("o") && (code.last == "o" || code.count == DailyLadder.tries)
    }
}
