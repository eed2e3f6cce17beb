/// Days' puzzles as read here: a row in `daily_puzzles` is written once and never changed, so a
/// kept one is what every instance reads. Every daily page and guess read it through Fluent.
final class DailyPuzzleCache: Sendable {
    /// Days kept at most (a year and then some).
    private let puzzles = KeptTable<Int, DailyPuzzle>(capacity: 400)

    func puzzle(_ number: Int) -> DailyPuzzle? { puzzles[number] }

    /// `puzzle`, as stored; nobody changes it after this.
    func keep(_ puzzle: DailyPuzzle) { puzzles.keep(puzzle, for: puzzle.number) }
}
