import Foundation
import OpenAPIRuntime

/// An error the server answered with: its HTTP status, its stable domain code (the same in both
/// languages and in a room's error frames: `nicknameTaken`, `roomFull`, `wrongPhase`, `quotaExceeded` …)
/// and a message in the profile's language, ready to show to a person.
public struct EncoreError: Error, Sendable, Equatable, CustomStringConvertible {
    public let status: Int
    /// The code as sent, including codes newer than this client.
    public let rawCode: String
    public let message: String
    /// Technical detail for developers (4xx only).
    public let detail: String?
    /// The input the refusal is about (`nickname`, `questions[2].title` …): the form field to mark.
    public let field: String?

    /// The code, when this client knows it (every code the OpenAPI document lists).
    public var code: Code? { Code(rawValue: rawCode) }

    public typealias Code = Components.Schemas._Error._ErrorPayload.CodePayload

    public init(status: Int, rawCode: String, message: String, detail: String? = nil, field: String? = nil) {
        (self.status, self.rawCode, self.message, self.detail, self.field) = (status, rawCode, message, detail, field)
    }

    /// The `EncoreError` a call failed with, however the generated client wrapped it.
    public init?(_ error: any Error) {
        if let error = error as? EncoreError {
            self = error
        } else if let error = error as? ClientError, let underlying = error.underlyingError as? EncoreError {
            self = underlying
        } else {
            return nil
        }
    }

    public var description: String { "\(status) \(rawCode): \(message)" + (detail.map { " (\($0))" } ?? "") }

    /// The `Error` schema's body.
    struct Body: Decodable {
        struct Fields: Decodable {
            let status: Int
            let code: String
            let message: String
            let detail: String?
            let field: String?
        }
        let error: Fields
    }
}
