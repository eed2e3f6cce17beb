import NIOHTTP1

/// Why a pack cannot be had, in the pack service's words (a draft's input problems are
/// `FieldProblem`s).
enum PackError: DomainErrorCatalog, Equatable {
    case notFound
    /// A share code that no pack has.
    case shareCodeNotFound
    /// Someone else's pack, asked for by one who may only change their own.
    case notYours
}

extension PackError {
    static let everyCase: [PackError] = [.notFound, .shareCodeNotFound, .notYours]

    var answer: ErrorAnswer {
        switch self {
        case .notFound: ErrorAnswer("packNotFound", .notFound, "quiz.pack.notFound")
        case .shareCodeNotFound: ErrorAnswer("shareCodeNotFound", .notFound, "quiz.share.notFound")
        case .notYours: ErrorAnswer("packNotYours", .forbidden, "quiz.pack.notYours")
        }
    }
}
