import Foundation
import NIOHTTP1
import Testing
import Vapor
import VaporTesting

@testable import Encore

/// A room of `RoomFixture` on a running server (sockets need a real port), and its sockets.
func withServedRoom(
    _ overrides: [String: String] = [:], _ body: (Application, RoomFixture) async throws -> Void
) async throws {
    try await withEncore(overrides) { app, browser in
        let room = try await RoomFixture.open(app, browser)
        try await app.server.start(address: .hostname("127.0.0.1", port: 0))
        do {
            try await body(app, room)
        } catch {
            await stopServing(app)
            throw error
        }
        await stopServing(app)
    }
}

extension RoomFixture {
    /// The host's big screen, by the host's session.
    func hostSocket(_ app: Application) async throws -> TestSocket {
        var headers = HTTPHeaders()
        headers.add(name: .cookie, value: "\(SessionStore.cookieName)=\(try #require(host.sessionToken))")
        return try #require(try await TestSocket.connect(app, opened.socketPath, headers: headers))
    }

    /// A player's phone, by their ticket; fails the test when the server refused it.
    func playerSocket(_ app: Application, _ ticket: RoomJoinController.Ticket) async throws -> TestSocket {
        try #require(try await TestSocket.connect(app, ticket.socketPath + "?token=" + ticket.token))
    }
}
