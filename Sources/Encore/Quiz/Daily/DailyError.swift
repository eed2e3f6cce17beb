import NIOHTTP1

/// Why the daily refused a request.
enum DailyError: DomainErrorCatalog, Equatable {
    /// No puzzle has that number yet (a future day, or before #1).
    case notFound
    /// A guess that is empty once spaces and punctuation are gone.
    case emptyGuess
    /// A guess longer than any title.
    case guessTooLong
    /// The same title (as the judge reads it) was already guessed today.
    case repeatedGuess
    /// The puzzle is over for this player: solved, or six tries used.
    case finished
    /// The player's statistics are a profile's.
    case needsProfile
    /// Title suggestions asked for in the middle of a question (`QuizFactory.dailyTitlesAreOpen`).
    case titlesDuringPlay

    static let everyCase: [DailyError] = [
        .notFound, .emptyGuess, .guessTooLong, .repeatedGuess, .finished, .needsProfile, .titlesDuringPlay,
    ]

    static let maxGuessLength = 100

    var answer: ErrorAnswer {
        switch self {
        case .notFound: ErrorAnswer("dailyNotFound", .notFound, "daily.error.notFound")
        case .emptyGuess: ErrorAnswer("dailyGuessEmpty", .unprocessableEntity, "daily.error.empty")
        case .guessTooLong: ErrorAnswer("dailyGuessTooLong", .unprocessableEntity, "daily.error.tooLong")
        case .repeatedGuess: ErrorAnswer("dailyGuessRepeated", .conflict, "daily.error.repeated")
        case .finished: ErrorAnswer("dailyFinished", .conflict, "daily.error.finished")
        case .needsProfile: ErrorAnswer("dailyStatsNeedProfile", .unauthorized, "daily.error.needsProfile")
        case .titlesDuringPlay: ErrorAnswer("dailyTitlesDuringPlay", .conflict, "daily.error.titlesDuringPlay")
        }
    }
}
