import Vapor

/// What an error means for the response: status, code, message key, and a technical detail safe
/// to show.
struct Problem {
    let status: HTTPResponseStatus
    /// The stable name a client reads (`DomainError`'s, or the generic one of the status).
    let code: String
    let key: String
    let arguments: [String]
    let detail: String?
    let headers: HTTPHeaders
    var field: String?
    /// False for an error nothing named: a server fault, answered with the generic `internal`.
    var isCoded = true

    init(_ error: any Error) {
        switch error {
        case let error as any DomainError:
            let answer = error.answer
            var headers = (error as? any AbortError)?.headers ?? [:]
            if let seconds = answer.retryAfter { headers.replaceOrAdd(name: "Retry-After", value: String(seconds)) }
            self.init(
                status: answer.status, code: answer.code, key: answer.key, arguments: answer.arguments, detail: nil,
                headers: headers)
            field = answer.field
        case let error as any AbortError:
            // Vapor's own reasons (e.g. which field failed to decode) help API clients; 5xx reasons stay private.
            let detail = error.status.code < 500 && error.reason != error.status.reasonPhrase ? error.reason : nil
            self.init(
                status: error.status, key: Self.genericKey(error.status), arguments: [], detail: detail,
                headers: error.headers)
            // Vapor's own 500 is a fault like any other.
            isCoded = error.status != .internalServerError
        case let error where DatabaseOutage.matches(error) || error is DatabaseUnsupported:
            // The database is restarting or out of reach: try again shortly, nothing is broken here.
            self.init(
                status: .serviceUnavailable, key: Self.genericKey(.serviceUnavailable), arguments: [], detail: nil,
                headers: ["Retry-After": "2"])
        case let error as DecodingError:
            self.init(
                status: .badRequest, key: Self.genericKey(.badRequest), arguments: [], detail: "\(error)", headers: [:])
        case let error where Self.isMalformedMultipart(error):
            self.init(
                status: .badRequest, key: Self.genericKey(.badRequest), arguments: [],
                detail: "malformed multipart body",
                headers: [:])
        default:
            self.init(
                status: .internalServerError, key: Self.genericKey(.internalServerError), arguments: [], detail: nil,
                headers: [:])
            isCoded = false
        }
    }

    /// A problem with its status's generic code.
    init(status: HTTPResponseStatus, key: String, arguments: [String], detail: String?, headers: HTTPHeaders) {
        self.init(
            status: status, code: GenericErrorCode.code(for: status), key: key, arguments: arguments, detail: detail,
            headers: headers)
    }

    init(
        status: HTTPResponseStatus, code: String, key: String, arguments: [String], detail: String?,
        headers: HTTPHeaders
    ) {
        self.status = status
        self.code = code
        self.key = key
        self.arguments = arguments
        self.detail = detail
        // Framework errors may carry headers we set ourselves (content type, length); keep only the meaningful ones.
        self.headers = HTTPHeaders(headers.filter { ["Retry-After", "Allow", "WWW-Authenticate"].contains($0.name) })
    }

    /// For a page that shows a refusal inline: what a section's error (or an input problem)
    /// answers with; nil for anything else (a fault, which the error page handles).
    static func explained(_ error: any Error) -> ErrorAnswer? {
        (error as? any DomainError)?.answer
    }

    /// MultipartKit's parser throws a private error type for a body that breaks the multipart
    /// syntax (e.g. a closing boundary and no part): it is the client's input, not a server fault.
    static func isMalformedMultipart(_ error: any Error) -> Bool {
        String(reflecting: type(of: error)).hasPrefix("MultipartKit.")
    }

    static func genericKey(_ status: HTTPResponseStatus) -> String {
        let known: Set<UInt> = [400, 401, 403, 404, 405, 408, 409, 413, 415, 422, 429, 500, 502, 503, 504]
        if known.contains(status.code) { return "error.\(status.code)" }
        return status.code >= 500 ? "error.500" : "error.400"
    }
}
