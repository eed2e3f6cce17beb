import Foundation
import SQLKit
import Testing
import VaporTesting

@testable import Encore

/// #27.1: one guest ticket opened 1,000 sockets and starved `/healthz` and every page. Now a player
/// keeps a few sockets in a room (a new one closes their oldest), opening many in a row is refused
/// before the upgrade, and an instance at its socket cap refuses more while pages still answer.
@Suite(.serialized) struct RoomSocketFloodTests {
    @Test func oneTicketOpeningFiftySocketsGetsRefusalsAndPagesKeepAnswering() async throws {
        try await withServedRoom { app, room in
            let (_, minji) = try await room.join("민지")
            let path = minji.socketPath + "?token=" + minji.token

            var opened: [TestSocket] = []
            for _ in 0..<50 {
                if let socket = try await TestSocket.connect(app, path) { opened.append(socket) }
            }
            let refusal = try await TestBrowser(app).get(path)
            let health = try await TestBrowser(app).get("/healthz")
            let home = try await TestBrowser(app).get("/")
            let newest = try #require(opened.last)
            _ = try await newest.state("lobby")
            for socket in opened.dropLast(RoomSocketLedger.perSpeaker) { _ = try await socket.closedByServer() }

            #expect(opened.count == RoomSocketLedger.opening.limit)
            #expect(refusal.status == .tooManyRequests)
            #expect(refusal.headers.first(name: .retryAfter) != nil)
            #expect(health.status == .ok && home.status == .ok)
            #expect(opened.filter { !$0.isClosed }.count == RoomSocketLedger.perSpeaker)
            // The replaced ones were told why, so their page does not come straight back.
            let first = try #require(opened.first)
            #expect(first.frames.contains { $0.contains(#""code":"replaced""#) })
            #expect(!newest.isClosed)
        }
    }

    @Test func anInstanceAtItsSocketCapRefusesMoreAndPagesStillAnswer() async throws {
        try await withServedRoom(["ENCORE_ROOM_SOCKETS_MAX": "2"]) { app, room in
            let (_, minji) = try await room.join("민지")
            let (_, hanni) = try await room.join("하니")
            let (_, dani) = try await room.join("다니")
            let host = try await room.hostSocket(app)
            let first = try await room.playerSocket(app, minji)
            _ = try await first.state("lobby")

            let third = try await TestSocket.connect(app, hanni.socketPath + "?token=" + hanni.token)
            let refusal = try await TestBrowser(app).get(dani.socketPath + "?token=" + dani.token)
            let health = try await TestBrowser(app).get("/healthz")
            let page = try await TestBrowser(app).get("/quiz")

            #expect(third == nil)
            #expect(refusal.status == .serviceUnavailable)
            #expect(health.status == .ok && page.status == .ok)
            #expect(!host.isClosed && !first.isClosed)
        }
    }

    @Test func theCountsLiveInTheDatabaseAndGoWhenSocketsClose() async throws {
        try await withServedRoom { app, room in
            let (_, minji) = try await room.join("민지")
            let socket = try await room.playerSocket(app, minji)
            _ = try await socket.state("lobby")
            let whileOpen = try await RoomSocketRows.count(app)

            try await socket.close()
            // The server's socket task counts as a request in flight until its row is released.
            await app.encore.coordination.inFlight.drained(within: .seconds(20))
            let afterClose = try await RoomSocketRows.count(app)

            #expect(whileOpen == 1)
            #expect(afterClose == 0)
        }
    }
}

/// The holding instance vouches for its open sockets every `heartbeatSeconds`; a row nobody
/// vouches for stops counting after `staleAfter`, so a cap would not hold for a socket kept open.
@Suite struct RoomSocketHeartbeatTests {
    @Test func theHeartbeatVouchesForOpenSocketsAndNamesThoseWhoseRowsAreGone() async throws {
        try await withEncore { app, _ in
            let ledger = try app.roomSocketLedger
            let room = UUID()
            let (kept, replaced) = (UUID(), UUID())
            _ = try await ledger.admit(kept, room: room, speaker: "민지", address: "192.0.2.1")
            _ = try await ledger.admit(replaced, room: room, speaker: "하니", address: "192.0.2.1")
            try await ledger.release(replaced)

            let gone = try await ledger.heartbeat([kept, replaced])

            #expect(gone == [replaced])
            #expect(try await RoomSocketRows.count(app) == 1)
        }
    }
}

enum RoomSocketRows {
    static func count(_ app: Application) async throws -> Int {
        let sql = try app.database.sql
        return try await sql.raw("SELECT COUNT(*) AS n FROM room_sockets").first()?.decode(column: "n", as: Int.self)
            ?? 0
    }
}
