import Vapor

/// Every failure of an external service (KOBIS, Kakao, TMDB …), in one shape with a message a
/// person can read. Never carries a key or a URL with a key in it.
enum UpstreamError: Error, Equatable {
    case notConfigured
    case unauthorized
    case notFound
    case rateLimited(retryAfter: Int?)
    case rejected
    case unavailable
    case timeout
    case malformed

    var userFacing: UserFacingError {
        switch self {
        case .notConfigured: UserFacingError(.serviceUnavailable, "upstream.notConfigured")
        case .unauthorized: UserFacingError(.badGateway, "upstream.badKey")
        case .notFound: UserFacingError(.notFound, "upstream.notFound")
        case .rateLimited(let retryAfter):
            UserFacingError(.tooManyRequests, "upstream.rateLimited", headers: ["Retry-After": "\(retryAfter ?? 10)"])
        case .rejected: UserFacingError(.badRequest, "upstream.rejected")
        case .unavailable, .malformed: UserFacingError(.badGateway, "upstream.unavailable")
        case .timeout: UserFacingError(.gatewayTimeout, "upstream.timeout")
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
