import AsyncHTTPClient
import EncoreKit
import Foundation
import NIOCore
import OpenAPIAsyncHTTPClient

extension EncoreClient {
    /// A client that speaks HTTP through AsyncHTTPClient's shared client (the transport for Linux;
    /// an Apple app may pass swift-openapi-urlsession's `URLSessionTransport` to the main initialiser).
    /// A request not answered within `requestTimeout` fails with AsyncHTTPClient's `deadlineExceeded`.
    public init(serverURL: URL, cookies: CookieJar = CookieJar(), requestTimeout: TimeAmount = .minutes(1)) {
        let transport = AsyncHTTPClientTransport(configuration: .init(client: .shared, timeout: requestTimeout))
        self.init(serverURL: serverURL, transport: transport, cookies: cookies)
    }
}
