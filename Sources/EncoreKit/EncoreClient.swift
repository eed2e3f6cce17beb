import Foundation
import OpenAPIRuntime

/// Encore's API for a Swift app: the generated `Client` (every operation of the OpenAPI document)
/// behind the session and CSRF handshake and typed errors, plus what a room needs.
///
///     let encore = EncoreClient(serverURL: url, transport: AsyncHTTPClientTransport())
///     let me = try await encore { try await $0.createProfile(body: .json(.init(nickname: "민지"))).created.body.json }
///
/// One `EncoreClient` is one visitor: its cookies (the session among them) live in `cookies`.
public struct EncoreClient: Sendable {
    /// The generated client: every operation, as the OpenAPI document names it.
    public let api: Client
    public let serverURL: URL
    public let cookies: CookieJar

    public init(serverURL: URL, transport: any ClientTransport, cookies: CookieJar = CookieJar()) {
        self.serverURL = serverURL
        self.cookies = cookies
        // The error middleware outermost: the session one keeps the cookies of a refusal too.
        api = Client(
            serverURL: serverURL, transport: transport,
            middlewares: [ErrorMiddleware(), SessionMiddleware(cookies: cookies)])
    }

    /// Runs calls of the generated client; a refusal by the server throws `EncoreError`.
    public func callAsFunction<T>(_ operation: (Client) async throws -> T) async throws -> T {
        do {
            return try await operation(api)
        } catch {
            throw EncoreError(error) ?? error
        }
    }

    /// The WebSocket of a room, for a path the server gave: `socketPath` of a new room (the host's,
    /// with `?role=host`) or of a ticket (a player's, whose `token` goes in the query).
    public func socketURL(path: String, token: String? = nil) -> URL {
        let resolved = URL(string: path, relativeTo: serverURL)?.absoluteURL ?? serverURL
        var components = URLComponents(url: resolved, resolvingAgainstBaseURL: false)!
        components.scheme = components.scheme == "https" ? "wss" : "ws"
        if let token {
            components.queryItems =
                (components.queryItems ?? []).filter { $0.name != "token" } + [
                    URLQueryItem(name: "token", value: token)
                ]
        }
        return components.url!
    }

    /// A room's connection as this visitor, with their cookies as a browser sends them: the host
    /// is known by the session, a player by the ticket's `token`.
    public func room(socketPath: String, token: String? = nil, connector: any RoomSocketConnector) -> RoomConnection {
        var headers: [String: String] = [:]
        if let cookie = cookies.header { headers["Cookie"] = cookie }
        return RoomConnection(url: socketURL(path: socketPath, token: token), headers: headers, connector: connector)
    }
}
