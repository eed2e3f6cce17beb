import Synchronization

/// Days' puzzles as read here: a row in `daily_puzzles` is written once and never changed, so a
/// kept one is what every instance reads. Every daily page and guess read it through Fluent.
final class DailyPuzzleCache: Sendable {
    /// Days kept at most (a year and then some); past it the cache starts again.
    static let capacity = 400
    private let puzzles = Mutex<[Int: DailyPuzzle]>([:])

    func puzzle(_ number: Int) -> DailyPuzzle? { puzzles.withLock { $0[number] } }

    /// `puzzle`, as stored; nobody changes it after this.
    func keep(_ puzzle: DailyPuzzle) {
        puzzles.withLock { puzzles in
            if puzzles.count >= Self.capacity { puzzles.removeAll() }
            puzzles[puzzle.number] = puzzle
        }
    }
}
