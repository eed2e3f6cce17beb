import NIOHTTP1

/// Why a quick 초성 game (or the initials search that would answer one) was refused.
enum QuickGameError: DomainErrorCatalog, Equatable {
    /// The profile is in the middle of a question, solo or in a room.
    case livePlay
    /// A 초성 game drawn from a pack that is one already.
    case alreadyChosung
    /// No film of the pack or the catalog could be asked as a 초성 question.
    case nothingToAsk
    /// Initials search is for signed-in players only.
    case needsProfile
    /// Initials search while the profile is answering a question.
    case duringPlay

    static let everyCase: [QuickGameError] = [.livePlay, .alreadyChosung, .nothingToAsk, .needsProfile, .duringPlay]

    var answer: ErrorAnswer {
        switch self {
        case .livePlay: ErrorAnswer("livePlayInProgress", .conflict, "quiz.quick.livePlay")
        case .alreadyChosung: ErrorAnswer("alreadyChosung", .conflict, "quiz.quick.alreadyChosung")
        case .nothingToAsk: ErrorAnswer("nothingToAsk", .unprocessableEntity, "quiz.quick.nothingToAsk")
        case .needsProfile: ErrorAnswer("chosungNeedsProfile", .unauthorized, "quiz.movies.chosungNeedsProfile")
        case .duringPlay: ErrorAnswer("chosungDuringPlay", .conflict, "quiz.movies.chosungDuringPlay")
        }
    }
}
