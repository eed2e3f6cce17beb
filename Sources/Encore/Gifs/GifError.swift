import NIOHTTP1

/// Why a library GIF cannot be had or changed.
enum GifError: DomainErrorCatalog, Equatable {
    case notFound
    /// Someone else's upload, asked to be deleted.
    case notYours
    /// The profile's favourites list holds `limit` GIFs already.
    case favouritesFull(limit: Int)
    /// An id that is not one of GIPHY's or an upload's.
    case badID
}

extension GifError {
    static let everyCase: [GifError] = [.notFound, .notYours, .favouritesFull(limit: 1), .badID]

    var answer: ErrorAnswer {
        switch self {
        case .notFound: ErrorAnswer("gifNotFound", .notFound, "gifs.error.notFound")
        case .notYours: ErrorAnswer("gifNotYours", .forbidden, "gifs.error.notYours")
        case .favouritesFull(let limit):
            ErrorAnswer("gifFavouritesFull", .conflict, "gifs.error.favouritesFull", arguments: [String(limit)])
        case .badID: ErrorAnswer("invalidGifID", .badRequest, "gifs.error.badID")
        }
    }
}
