import Vapor

/// An error whose message is meant for the visitor: a string key localised when shown, and for
/// form or API input, the field it is about.
protocol ExplainedError: AbortError {
    var key: String { get }
    var arguments: [String] { get }
    var field: String? { get }
}

/// An error whose message the visitor should read: a status and a string key, localised when shown.
public struct UserFacingError: ExplainedError {
    public let status: HTTPResponseStatus
    public let key: String
    public let arguments: [String]
    public var headers: HTTPHeaders

    public init(_ status: HTTPResponseStatus, _ key: String, _ arguments: [String] = [], headers: HTTPHeaders = [:]) {
        self.status = status
        self.key = key
        self.arguments = arguments
        self.headers = headers
    }

    public var reason: String { key }
    var field: String? { nil }
}
