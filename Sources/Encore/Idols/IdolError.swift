import NIOHTTP1

/// Why an idol favourite cannot be added.
enum IdolError: DomainErrorCatalog, Equatable {
    /// The profile's favourites list is at its limit.
    case favouritesFull
    case groupNotFound
    case memberNotFound
}

extension IdolError {
    static let everyCase: [IdolError] = [.favouritesFull, .groupNotFound, .memberNotFound]

    var answer: ErrorAnswer {
        switch self {
        case .favouritesFull: ErrorAnswer("idolFavouritesFull", .conflict, "idols.error.favouritesFull")
        case .groupNotFound: ErrorAnswer("groupNotFound", .notFound, "idols.error.group")
        case .memberNotFound: ErrorAnswer("memberNotFound", .notFound, "idols.error.member")
        }
    }
}
