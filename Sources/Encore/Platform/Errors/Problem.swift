import Vapor

/// What an error means for the response: status, message key, and a technical detail safe to show.
struct Problem {
    let status: HTTPResponseStatus
    let key: String
    let arguments: [String]
    let detail: String?
    let headers: HTTPHeaders
    var field: String?

    init(_ error: any Error) {
        switch error {
        case let error as any ServiceError:
            self.init(ServiceErrors.userFacing(error))
        case let error as any ExplainedError:
            self.init(
                status: error.status, key: error.key, arguments: error.arguments, detail: nil, headers: error.headers)
            field = error.field
        case let error as any AbortError:
            // Vapor's own reasons (e.g. which field failed to decode) help API clients; 5xx reasons stay private.
            let detail = error.status.code < 500 && error.reason != error.status.reasonPhrase ? error.reason : nil
            self.init(
                status: error.status, key: Self.genericKey(error.status), arguments: [], detail: detail,
                headers: error.headers)
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
        }
    }

    init(status: HTTPResponseStatus, key: String, arguments: [String], detail: String?, headers: HTTPHeaders) {
        self.status = status
        self.key = key
        self.arguments = arguments
        self.detail = detail
        // Framework errors may carry headers we set ourselves (content type, length); keep only the meaningful ones.
        self.headers = HTTPHeaders(headers.filter { ["Retry-After", "Allow", "WWW-Authenticate"].contains($0.name) })
    }

    /// A stable machine-readable code for the JSON format, e.g. `not_found`.
    var code: String {
        status.reasonPhrase.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "_" }.reduce(into: "") {
            $0.append($1)
        }
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
