import NIOHTTP1

/// Refusals that belong to no section: a form without its CSRF token, a search query that is too
/// long, a rate limit reached.
enum RequestRefusal: DomainErrorCatalog, Equatable {
    case csrfTokenInvalid
    /// A query over 100 characters; `key` is the message the page shows.
    case queryTooLong(key: String)
    /// A rate limit (`RateLimits.require`) was reached; the key says which message to show.
    case rateLimited(key: String, retryAfter: Int)

    static let everyCase: [RequestRefusal] = [
        .csrfTokenInvalid, .queryTooLong(key: "error.400"), .rateLimited(key: "error.429", retryAfter: 60),
    ]

    var answer: ErrorAnswer {
        switch self {
        case .csrfTokenInvalid: ErrorAnswer("csrfTokenInvalid", .forbidden, "error.csrf")
        case .queryTooLong(let key): ErrorAnswer("queryTooLong", .badRequest, key)
        case .rateLimited(let key, let seconds): ErrorAnswer("rateLimited", .tooManyRequests, key, retryAfter: seconds)
        }
    }
}
