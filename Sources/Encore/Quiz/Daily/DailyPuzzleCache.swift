import NIOConcurrencyHelpers

/// Days' puzzles as read here: a row in `daily_puzzles` is written once and never changed, so a
/// kept one is what every instance reads. Every daily page and guess read it through Fluent.
final class DailyPuzzleCache: Sendable {
    /// Days kept at most (a year and then some).
    private let puzzles = KeptTable<Int, DailyPuzzle>(capacity: 400)

    func puzzle(_ number: Int) -> DailyPuzzle? { puzzles[number] }

    /// `puzzle`, as stored; nobody changes it after this.
    func keep(_ puzzle: DailyPuzzle) { puzzles.keep(puzzle, for: puzzle.number) }

    private struct ClueKey: Hashable {
        let number: Int
        let language: Language
    }

    /// A 초성 day's clue lines by language, as `make` gives them: a day's film never changes, and
    /// making them (titles, hints, Hangul) was a sixth of the daily page's own work (perf).
    private let clueLines = KeptTable<ClueKey, [DailyLadder.Clue]>(capacity: 800)

    func clueLines(_ number: Int, _ language: Language, make: () -> [DailyLadder.Clue]) -> [DailyLadder.Clue] {
        clueLines.value(for: ClueKey(number: number, language: language), make)
    }

    /// The archive's days 1…n as read so far: days are written in order from #1 and never change,
    /// so only days past the last one kept are read again.
    private let knownDays = NIOLockedValueBox<[DailyArchive.Day]>([])

    /// Days 1…`newest`, reading those past the ones kept with `read` (given the first to read).
    func days(upTo newest: Int, read: (Int) async throws -> [DailyArchive.Day]) async throws -> [DailyArchive.Day] {
        let known = knownDays.withLockedValue { $0 }
        if known.count >= newest { return Array(known.prefix(newest)) }
        let more = try await read(known.count + 1)
        // Only a run that continues 1…n is kept: anything else is read again next time.
        guard more.first.map({ $0.number == known.count + 1 }) ?? true,
            zip(more, more.dropFirst()).allSatisfy({ $0.number + 1 == $1.number })
        else { return known + more }
        let days = known + more
        knownDays.withLockedValue { if $0.count < days.count { $0 = days } }
        return Array(days.prefix(newest))
    }
}
