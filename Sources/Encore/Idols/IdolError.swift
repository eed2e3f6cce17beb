/// Why an idol favourite cannot be added. `ServiceErrors` gives each its status and message.
enum IdolError: ServiceError, Equatable {
    /// The profile's favourites list is at its limit.
    case favouritesFull
}
