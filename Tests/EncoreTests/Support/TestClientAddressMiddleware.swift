import Vapor

@testable import Encore

/// Lets an in-memory request come from an address, as a socket's peer would (`TestBrowser.address`):
/// VaporTesting's requests have no peer, so every one would otherwise be the same "unknown" client.
struct TestClientAddressMiddleware: AsyncMiddleware {
    static let header = "X-Test-Client-Address"

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        if let address = request.headers.first(name: Self.header) {
            request.storage[ClientAddressStorageKey.self] = address
        }
        return try await next.respond(to: request)
    }
}
