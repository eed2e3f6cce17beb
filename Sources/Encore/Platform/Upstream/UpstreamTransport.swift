import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

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

/// The live transport: Vapor's shared AsyncHTTPClient, a deadline, and a cap on the body read as it
/// streams in, so an endless or enormous answer is cut off instead of filling memory.
struct VaporUpstreamTransport: UpstreamTransport {
    let client: HTTPClient
    var timeout: Duration = .seconds(8)
    /// No answer of KOBIS, TMDB or Kakao is near this; a larger one is not theirs to send.
    var maxBodyBytes = 4 * 1024 * 1024

    func get(_ url: URL, headers: HTTPHeaders) async throws -> UpstreamResponse {
        let deadline = TimeAmount.nanoseconds(
            Int64(timeout.components.seconds) * 1_000_000_000
                + timeout.components.attoseconds / 1_000_000_000)
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers = headers
        do {
            // The client's own deadline ends the request; the outer limit guarantees an answer in time
            // even while the client is still retrying a refused connection.
            return try await withTimeout(timeout + .milliseconds(250), throwing: UpstreamError.timeout) {
                [client, request, maxBodyBytes] in
                let response = try await client.execute(request, timeout: deadline)
                let body = try await response.body.collect(upTo: maxBodyBytes)
                return UpstreamResponse(
                    status: response.status.code, headers: response.headers, body: Data(buffer: body))
            }
        } catch let error as UpstreamError {
            throw error
        } catch is NIOTooManyBytesError {
            throw UpstreamError.malformed
        } catch let error as HTTPClientError where [.deadlineExceeded, .readTimeout, .connectTimeout].contains(error) {
            throw UpstreamError.timeout
        } catch {
            throw UpstreamError.unavailable
        }
    }
}
