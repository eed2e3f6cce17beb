import NIOHTTP1

/// Every failure of an external service (KOBIS, Kakao, TMDB …), in one shape with a message a
/// person can read. Never carries a key or a URL with a key in it.
enum UpstreamError: DomainErrorCatalog, Hashable {
    case notConfigured
    case unauthorized
    case notFound
    case rateLimited(retryAfter: Int?)
    case rejected
    case unavailable
    case timeout
    case malformed

    static let everyCase: [UpstreamError] = [
        .notConfigured, .unauthorized, .notFound, .rateLimited(retryAfter: nil), .rejected, .unavailable, .timeout,
        .malformed,
    ]

    var answer: ErrorAnswer {
        switch self {
        case .notConfigured: ErrorAnswer("upstreamNotConfigured", .serviceUnavailable, "upstream.notConfigured")
        case .unauthorized: ErrorAnswer("upstreamBadKey", .badGateway, "upstream.badKey")
        case .notFound: ErrorAnswer("upstreamNotFound", .notFound, "upstream.notFound")
        case .rateLimited(let seconds):
            ErrorAnswer("upstreamRateLimited", .tooManyRequests, "upstream.rateLimited", retryAfter: seconds ?? 10)
        case .rejected: ErrorAnswer("upstreamRejected", .badRequest, "upstream.rejected")
        case .unavailable, .malformed: ErrorAnswer("upstreamUnavailable", .badGateway, "upstream.unavailable")
        case .timeout: ErrorAnswer("upstreamTimeout", .gatewayTimeout, "upstream.timeout")
        }
    }

    /// The error for an HTTP status that is not a success.
    static func forStatus(_ status: UInt, retryAfter: String?) -> UpstreamError {
        switch status {
        case 401, 403: .unauthorized
        case 404: .notFound
        case 429: .rateLimited(retryAfter: retryAfter.flatMap { Int($0) })
        case 400..<500: .rejected
        default: .unavailable
        }
    }
}
