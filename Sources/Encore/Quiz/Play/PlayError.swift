import NIOHTTP1

/// What can stop a change to a play, in the quiz's words.
enum PlayError: DomainErrorCatalog, Equatable {
    /// No such play, or someone else's (its existence is not theirs to know).
    case playNotFound
    case packNotFound
    case finished
    /// The current question was answered or timed out already.
    case alreadySettled
    /// The clock is paused: resume first.
    case paused
    /// "Next" before the current question was settled.
    case notAnswered
    case noHintsLeft
    case pauseLimitReached
    /// A party room of this pack is being played by this profile or on its connection: a solo play
    /// would judge the room's answers for it.
    case roomInProgress
    /// Too many attempts on this play within the attempt window.
    case tooFast(retryAfterSeconds: Int)
    /// A result asked for before the play ended.
    case notFinished
}

extension PlayError {
    static let everyCase: [PlayError] = [
        .playNotFound, .packNotFound, .finished, .alreadySettled, .paused, .notAnswered, .noHintsLeft,
        .pauseLimitReached, .roomInProgress, .tooFast(retryAfterSeconds: 1), .notFinished,
    ]

    var answer: ErrorAnswer {
        switch self {
        case .playNotFound: ErrorAnswer("playNotFound", .notFound, "quiz.play.notFound")
        case .packNotFound: ErrorAnswer("packNotFound", .notFound, "quiz.pack.notFound")
        case .finished: ErrorAnswer("playFinished", .conflict, "quiz.play.finished")
        case .alreadySettled: ErrorAnswer("alreadySettled", .conflict, "quiz.play.alreadySettled")
        case .paused: ErrorAnswer("playPaused", .conflict, "quiz.play.paused.refused")
        case .notAnswered: ErrorAnswer("notAnswered", .conflict, "quiz.play.notAnswered")
        case .noHintsLeft: ErrorAnswer("noHintsLeft", .conflict, "quiz.hint.noneLeft")
        case .pauseLimitReached: ErrorAnswer("noMorePauses", .conflict, "quiz.play.pause.limit")
        case .roomInProgress: ErrorAnswer("roomInProgress", .conflict, "quiz.play.roomInProgress")
        case .tooFast(let seconds): ErrorAnswer("tooFast", .tooManyRequests, "quiz.play.tooFast", retryAfter: seconds)
        case .notFinished: ErrorAnswer("playNotFinished", .conflict, "quiz.play.notFinished")
        }
    }
}
