import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// #27.10: a password change signs out the host's other browsers, but their open host WebSocket
/// kept running host commands. Each host command now checks the session the socket opened with.
@Suite(.serialized) struct HostSessionTests {
    @Test func aSignedOutHostScreenCanNoLongerRunTheRoom() async throws {
        try await withServedRoom { app, room in
            let (_, minji) = try await room.join("민지")
            let host = try await room.hostSocket(app)
            let player = try await room.playerSocket(app, minji)
            _ = try await player.state("lobby")

            // What a password change made in another browser does to this one's session (through
            // the signed-in cache's `write`, as every change to a session is made).
            try await app.signedInCache.write(room.hostID, on: try app.database) { database in
                try await ProfileSession.query(on: database).filter(\.$profile.$id == room.hostID).delete()
            }
            host.send(#"{"type":"start"}"#)
            _ = try await host.error("notHost")
            let closed = try await host.closedByServer()

            #expect(closed)
            #expect(try await room.game().phase == .lobby)
            #expect(!player.isClosed)
        }
    }

    @Test func aLiveSessionKeepsRunningIt() async throws {
        try await withServedRoom { app, room in
            let (_, minji) = try await room.join("민지")
            let host = try await room.hostSocket(app)
            let player = try await room.playerSocket(app, minji)
            _ = try await player.state("lobby")

            host.send(#"{"type":"start"}"#)

            _ = try await player.state("asking", question: 1)
        }
    }
}
