import NIOHTTP1

/// An error a client can see, declared once: the stable `code` a client reads (the API's
/// `error.code`, a room error frame's `code`), the status it answers with and the message key a
/// person reads. Each section's error type conforms with a `switch` over its own cases, so a new
/// case does not compile until it has all three, and no table elsewhere needs to know the type.
/// Codes are string literals, never a Swift name: renaming a case changes nothing on the wire.
protocol DomainError: Error, Sendable {
    var answer: ErrorAnswer { get }
}

/// What an error answers with.
struct ErrorAnswer: Sendable, Equatable {
    let code: String
    let status: HTTPResponseStatus
    let key: String
    /// Values the message is formatted with.
    var arguments: [String] = []
    /// Seconds a client should wait before trying again (`Retry-After`), where that means something.
    var retryAfter: Int? = nil
    /// The input field the error is about (`FieldProblem`), for forms and the API.
    var field: String? = nil

    init(
        _ code: String, _ status: HTTPResponseStatus, _ key: String, arguments: [String] = [], retryAfter: Int? = nil,
        field: String? = nil
    ) {
        self.code = code
        self.status = status
        self.key = key
        self.arguments = arguments
        self.retryAfter = retryAfter
        self.field = field
    }
}

/// Every error type a client can see, with one value of each of its cases: the codes the OpenAPI
/// document lists, and what `DomainErrorTests` checks (a code per case, one status per code, a
/// message in both languages).
protocol DomainErrorCatalog: DomainError {
    static var everyCase: [Self] { get }
}

/// The codes of errors that are not any section's: the framework's refusals (a route that does
/// not exist, a body that does not decode …) and faults, named after their status.
enum GenericErrorCode {
    static func code(for status: HTTPResponseStatus) -> String {
        switch status.code {
        case 400: "badRequest"
        case 401: "unauthorized"
        case 403: "forbidden"
        case 404: "notFound"
        case 405: "methodNotAllowed"
        case 408: "requestTimeout"
        case 409: "conflict"
        case 413: "payloadTooLarge"
        case 415: "unsupportedMediaType"
        case 422: "unprocessableEntity"
        case 429: "tooManyRequests"
        case 502: "badGateway"
        case 503: "unavailable"
        case 504: "gatewayTimeout"
        case 500..<600: "internal"
        default: "badRequest"
        }
    }

    /// The statuses the framework answers with by itself, each with its generic code.
    static let statuses = [400, 401, 403, 404, 405, 408, 409, 413, 415, 422, 429, 500, 502, 503, 504]
}
