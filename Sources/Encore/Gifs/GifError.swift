/// Why a library GIF cannot be had or changed. `ServiceErrors` gives each its status and message.
enum GifError: ServiceError, Equatable {
    case notFound
    /// Someone else's upload, asked to be deleted.
    case notYours
    /// The profile's favourites list holds `limit` GIFs already.
    case favouritesFull(limit: Int)
}
