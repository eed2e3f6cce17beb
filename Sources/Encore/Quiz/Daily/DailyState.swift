import Foundation

/// A day's puzzle as one player sees it now, for the page and the JSON API alike. What a later
/// step would show is not in it, and the film only once the player is done.
struct DailyState: Codable, Sendable {
    enum Status: String, Codable, Sendable { case new, playing, solved, failed }

    struct Answer: Codable, Sendable {
        let title: String
        let originalTitle: String
        let englishTitle: String
        let year: Int
        let directors: [String]
        /// Other films the 초성 clue stood for, which counted as right too.
        let alsoAccepted: [String]
    }

    let number: Int
    let date: String
    let ladder: DailyLadder.Kind
    let maxTries: Int
    /// The step showing, 1…6 (6 once the puzzle is over).
    let step: Int
    let status: Status
    let guesses: [DailyGuess]
    /// A 초성 puzzle's lines so far (all of them at the end); empty for a poster puzzle.
    let clues: [DailyLadder.Clue]
    /// A poster puzzle's image: the windows of this step, the whole poster at the end.
    let posterURL: String?
    let answer: Answer?
    /// Spoiler-free, once the puzzle is over.
    let share: DailyShare?
    /// Only a signed-in player's day, played on that day, makes a streak.
    let isToday: Bool
    let everyone: DailyStatistics.Distribution
    /// When the next puzzle starts (midnight in Korea).
    let nextPuzzleAt: Date

    static let imageWidth = PlayState.stepImageWidth

    init(
        _ loaded: DailyService.Loaded, play: DailyPlay?, everyone: DailyStatistics.Distribution,
        calendar: DailyCalendar, areaSeed: UInt64, clueLines: [DailyLadder.Clue], view: PlayPresentation
    ) {
        let puzzle = loaded.puzzle
        let movie = loaded.movie
        let guesses = play?.guesses ?? []
        let finished = play?.isFinished ?? false
        number = puzzle.number
        date = puzzle.day
        ladder = puzzle.ladder
        maxTries = DailyLadder.tries
        step = finished ? DailyLadder.tries : min(guesses.count + 1, DailyLadder.tries)
        status = DailyArchive.status(of: play)
        self.guesses = guesses
        clues = ladder == .chosung ? DailyLadder.clues(clueLines, step: step) : []
        if let source = puzzle.poster.flatMap(view.images.source) {
            let operation: ImageOperation =
                finished
                ? .cover(width: Self.imageWidth)
                : .reveal(width: Self.imageWidth, grid: DailyLadder.posterGrid(step: step, seed: areaSeed))
            posterURL = view.images.path(operation, source, sealedIn: .daily(puzzle.number))
        } else {
            posterURL = nil
        }
        if finished {
            answer = Answer(
                title: CatalogQuestion.title(of: movie, in: view.language), originalTitle: movie.titleOriginal,
                englishTitle: movie.titleEn, year: movie.year,
                directors: view.language == .en ? movie.directorNamesEnglish : movie.directorNames,
                alsoAccepted: DailyLadder.sameClueTitles(for: movie, kind: ladder, catalog: view.catalog))
            share = DailyShare(number: puzzle.number, guesses: guesses, view: view)
        } else {
            answer = nil
            share = nil
        }
        isToday = calendar.todayNumber == puzzle.number
        self.everyone = everyone
        nextPuzzleAt = calendar.nextPuzzleAt
    }
}
