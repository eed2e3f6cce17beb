import AsyncHTTPClient
import EncoreKit
import Foundation
import OpenAPIAsyncHTTPClient

extension EncoreClient {
    /// A client that speaks HTTP through AsyncHTTPClient's shared client (the transport for Linux;
    /// an Apple app may pass swift-openapi-urlsession's `URLSessionTransport` to the main initialiser).
    public init(serverURL: URL, cookies: CookieJar = CookieJar()) {
        self.init(serverURL: serverURL, transport: AsyncHTTPClientTransport(), cookies: cookies)
    }
}
