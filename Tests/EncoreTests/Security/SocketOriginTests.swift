import Foundation
import NIOHTTP1
import Synchronization
import Testing
import Vapor
import VaporTesting

@testable import Encore

/// #27.12: a room socket from the same host on another port or scheme (`http://127.0.0.1:1`,
/// `https://…`) passed as same-origin. Scheme, host and port are compared now, with the request's
/// own origin or with `ENCORE_PUBLIC_ORIGIN`.
@Suite(.serialized) struct SocketOriginTests {
    /// Each socket is a new player (a nickname is taken once per room).
    static let players = Counter()

    private func socket(_ app: Application, _ room: RoomFixture, origin: String) async throws -> TestSocket? {
        let (_, ticket) = try await room.join("민지\(Self.players.next())")
        let port = try #require(app.http.server.shared.localAddress?.port)
        // As a browser sends it: with the port (WebSocketKit's client leaves it out).
        var headers = HTTPHeaders()
        headers.add(name: .host, value: "127.0.0.1:\(port)")
        headers.add(name: .origin, value: origin)
        return try await TestSocket.connect(app, ticket.socketPath + "?token=" + ticket.token, headers: headers)
    }

    @Test func anotherPortOrSchemeOnTheSameHostIsAnotherSite() async throws {
        try await withServedRoom { app, room in
            let port = try #require(app.http.server.shared.localAddress?.port)

            let otherPort = try await socket(app, room, origin: "http://127.0.0.1:1")
            let otherScheme = try await socket(app, room, origin: "https://127.0.0.1:\(port)")
            let same = try await socket(app, room, origin: "http://127.0.0.1:\(port)")

            #expect(otherPort == nil)
            #expect(otherScheme == nil)
            #expect(same != nil)
        }
    }

    @Test func theConfiguredPublicOriginIsTheOnlyOneAccepted() async throws {
        try await withServedRoom(["ENCORE_PUBLIC_ORIGIN": "https://encore.example"]) { app, room in
            let port = try #require(app.http.server.shared.localAddress?.port)

            let own = try await socket(app, room, origin: "http://127.0.0.1:\(port)")
            let publicOrigin = try await socket(app, room, origin: "https://ENCORE.example:443")

            #expect(own == nil)
            #expect(publicOrigin != nil)
        }
    }

    @Test func originsCompareAsBrowsersDo() {
        #expect(WebOrigin("http://a.example:80") == WebOrigin("HTTP://A.example"))
        #expect(WebOrigin("https://a.example") != WebOrigin("http://a.example"))
        #expect(WebOrigin("http://a.example:8080") != WebOrigin("http://a.example"))
        #expect(WebOrigin("ftp://a.example") == nil)
        #expect(WebOrigin("null") == nil)
    }
}

final class Counter: Sendable {
    private let value = Mutex(0)

    func next() -> Int {
        value.withLock {
            $0 += 1
            return $0
        }
    }
}
