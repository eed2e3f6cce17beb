import Vapor

/// An error whose message the visitor should read: a status and a string key, localised when shown.
public struct UserFacingError: AbortError {
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
}
