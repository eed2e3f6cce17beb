import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Turns every answer of 400 and above that carries Encore's `Error` body into a thrown
/// `EncoreError`, so a caller handles failures in one place by their domain code instead of one
/// generated output case per status and operation.
public struct ErrorMiddleware: ClientMiddleware {
    /// An error body is a few hundred bytes; anything larger is not one.
    static let largestErrorBody = 64 * 1024

    public init() {}

    public func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let (response, responseBody) = try await next(request, body, baseURL)
        guard response.status.code >= 400, let responseBody,
            response.headerFields[.contentType]?.hasPrefix("application/json") == true
        else { return (response, responseBody) }
        let bytes = try await Data(collecting: responseBody, upTo: Self.largestErrorBody)
        guard let parsed = try? JSONDecoder().decode(EncoreError.Body.self, from: bytes) else {
            return (response, HTTPBody(bytes))
        }
        throw EncoreError(
            status: response.status.code, rawCode: parsed.error.code, message: parsed.error.message,
            detail: parsed.error.detail, field: parsed.error.field)
    }
}
