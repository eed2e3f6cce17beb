import AsyncHTTPClient
import NIOCore
import Foundation
import Vapor

/// One HTTP GET to an external service. The live transport uses Vapor's client with a deadline;
/// tests use `FakeUpstreamTransport`, which serves fixtures and fails on anything unexpected.
protocol UpstreamTransport: Sendable {
    func get(_ url: URL, headers: HTTPHeaders) async throws -> UpstreamResponse
}

struct UpstreamResponse: Sendable {
    let status: UInt
    let headers: HTTPHeaders
    let body: Data
}

struct VaporUpstreamTransport: UpstreamTransport {
    let client: any Client
    var timeout: Duration = .seconds(8)

    func get(_ url: URL, headers: HTTPHeaders) async throws -> UpstreamResponse {
        let deadline = TimeAmount.nanoseconds(Int64(timeout.components.seconds) * 1_000_000_000
            + timeout.components.attoseconds / 1_000_000_000)
        let response: ClientResponse
        do {
            // The client's own deadline ends the request; the outer limit guarantees an answer in time
            // even while the client is still retrying a refused connection.
            response = try await withTimeout(timeout + .milliseconds(250), throwing: UpstreamError.timeout) { [client] in
                try await client.get(URI(string: url.absoluteString), headers: headers) { $0.timeout = deadline }
            }
        } catch let error as UpstreamError {
            throw error
        } catch let error as HTTPClientError where [.deadlineExceeded, .readTimeout, .connectTimeout].contains(error) {
            throw UpstreamError.timeout
        } catch {
            throw UpstreamError.unavailable
        }
        let body = response.body.map { Data(buffer: $0) } ?? Data()
        return UpstreamResponse(status: response.status.code, headers: response.headers, body: body)
    }
}
