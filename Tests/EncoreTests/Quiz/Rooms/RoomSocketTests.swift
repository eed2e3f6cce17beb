import Foundation
import NIOHTTP1
import Testing
import Vapor
import VaporTesting

@testable import Encore

/// The room's WebSocket on a running server: the host and players see the same game, nothing
/// before a reveal gives the answer away, bad messages get error frames and never stop the room,
/// a removed player is told so, and a player who comes back finds their place.
@Suite(.serialized) struct RoomSocketTests {
    @Test func everyoneSeesTheSameGameAndNothingBeforeTheRevealNamesTheAnswer() async throws {
        try await withServedRoom { app, room in
            let (_, minji) = try await room.join("민지")
            let (_, hanni) = try await room.join("하니")
            let host = try await room.hostSocket(app)
            let first = try await room.playerSocket(app, minji)
            let second = try await room.playerSocket(app, hanni)
            let lobby = try await host.next { ($0["players"] as? [Any])?.count == 2 }
            let phoneLobby = try await first.next { ($0["room"] as? [String: Any])?["playerCount"] as? Int == 2 }
            // The names are the big screen's; a phone gets the count (with 1,000 players, 60 KB a frame).
            #expect((lobby["room"] as? [String: Any])?["playerCount"] as? Int == 2)
            #expect(phoneLobby["players"] == nil && (phoneLobby["room"] as? [String: Any])?["players"] == nil)

            host.send(#"{"type":"start"}"#)
            for socket in [host, first, second] { _ = try await socket.state("asking", question: 1) }
            first.send(#"{"type":"answer","text":"괴물"}"#)
            _ = try await host.next { ($0["room"] as? [String: Any])?["answered"] as? Int == 1 }
            second.send(#"{"type":"answer","text":"마더"}"#)
            let hostReveal = try await host.state("revealed", question: 1)
            let firstReveal = try await first.state("revealed", question: 1)
            let secondReveal = try await second.state("revealed", question: 1)

            let reveal = try #require((hostReveal["room"] as? [String: Any])?["reveal"] as? [String: Any])
            #expect(reveal["title"] as? String == "괴물")
            #expect(reveal["correct"] as? [String] == ["민지"])
            #expect(
                ((firstReveal["me"] as? [String: Any])?["lastAnswer"] as? [String: Any])?["correct"] as? Bool == true)
            #expect(
                ((secondReveal["me"] as? [String: Any])?["lastAnswer"] as? [String: Any])?["correct"] as? Bool == false)
            for socket in [host, first, second] {
                // A player's own answer comes back to them (`me.sentAnswer`): their words, no leak.
                let beforeReveal = socket.frames.prefix { !$0.contains(#""phase":"revealed""#) }
                    .map { $0.replacingOccurrences(of: #""sentAnswer":"괴물""#, with: "") }
                #expect(!beforeReveal.isEmpty)
                #expect(beforeReveal.allSatisfy { !$0.contains("괴물") && !$0.contains("The Host") })
                #expect(beforeReveal.allSatisfy { !$0.contains("기생충") && !$0.contains("Parasite") })
            }
        }
    }

    @Test func badMessagesGetErrorFramesAndTheRoomGoesOn() async throws {
        try await withServedRoom { app, room in
            let (_, minji) = try await room.join("민지")
            let host = try await room.hostSocket(app)
            let player = try await room.playerSocket(app, minji)
            _ = try await player.state("lobby")

            player.send("not json")
            _ = try await player.error("malformed")
            player.send(#"{"type":"bogus"}"#)
            _ = try await player.error("unknownType")
            player.send(#"{"type":"answer","text":""# + String(repeating: "가", count: 400) + #""}"#)
            _ = try await player.error("tooLarge")
            player.send(#"{"type":"start"}"#)
            _ = try await player.error("notHost")
            host.send(#"{"type":"next"}"#)
            _ = try await host.error("wrongPhase")
            room.clock.advance(1.1)  // a new second of the message rate: the refusals above counted
            for _ in 0..<12 { player.send(#"{"type":"hint"}"#) }
            _ = try await player.error("rateLimited")

            host.send(#"{"type":"start"}"#)
            _ = try await player.state("asking", question: 1)
            #expect(!player.isClosed && !host.isClosed)
        }
    }

    @Test func aMessageThatNeverEndsClosesOnlyItsOwnSocket() async throws {
        try await withServedRoom { app, room in
            let (_, minji) = try await room.join("민지")
            let (_, hanni) = try await room.join("하니")
            let host = try await room.hostSocket(app)
            let flooding = try await room.playerSocket(app, minji)
            let other = try await room.playerSocket(app, hanni)
            _ = try await flooding.state("lobby")

            flooding.sendFragments(40, of: 1_000)
            let closed = try await flooding.closedByServer()
            host.send(#"{"type":"start"}"#)

            #expect(closed)
            _ = try await other.state("asking", question: 1)
            #expect(!other.isClosed)
        }
    }

    @Test func aRemovedPlayerIsToldAndCannotComeBack() async throws {
        try await withServedRoom { app, room in
            let (_, minji) = try await room.join("민지")
            let host = try await room.hostSocket(app)
            let player = try await room.playerSocket(app, minji)
            _ = try await player.state("lobby")

            host.send(#"{"type":"remove","player":"\#(minji.playerID)"}"#)
            let removed = try await player.next { $0["type"] as? String == "removed" }
            let lobby = try await host.next { frame in
                (frame["players"] as? [Any])?.isEmpty == true
            }
            let again = try await TestSocket.connect(app, minji.socketPath + "?token=" + minji.token)
            let rejoin = try await TestBrowser(app).sendJSON(
                .POST, "/api/v1/rooms/\(room.opened.pin)/players", #"{"nickname":"민지"}"#)

            #expect((removed["message"] as? String)?.isEmpty == false)
            #expect((lobby["room"] as? [String: Any])?["phase"] as? String == "lobby")
            #expect(again == nil)
            // A guest is a new player each time, but the removed one's nickname stays taken.
            #expect(rejoin.status == .conflict)
        }
    }

    @Test func aPlayerWhoReconnectsFindsTheSameQuestionAndScore() async throws {
        try await withServedRoom { app, room in
            let (_, minji) = try await room.join("민지")
            let (_, hanni) = try await room.join("하니")
            let host = try await room.hostSocket(app)
            let first = try await room.playerSocket(app, minji)
            _ = try await room.playerSocket(app, hanni)
            host.send(#"{"type":"start"}"#)
            _ = try await first.state("asking", question: 1)
            first.send(#"{"type":"answer","text":"괴물"}"#)
            _ = try await first.next { ($0["me"] as? [String: Any])?["answered"] as? Bool == true }

            try await first.close()
            let back = try await room.playerSocket(app, minji)
            let state = try await back.state("asking", question: 1)

            let me = try #require(state["me"] as? [String: Any])
            #expect(me["answered"] as? Bool == true)
            #expect(me["nickname"] as? String == "민지")
        }
    }

    @Test func socketsFromAnotherSiteOrWithoutATicketAreRefused() async throws {
        try await withServedRoom { app, room in
            let (_, minji) = try await room.join("민지")
            var foreign = HTTPHeaders()
            foreign.add(name: .origin, value: "https://evil.example")

            let crossSite = try await TestSocket.connect(
                app, minji.socketPath + "?token=" + minji.token, headers: foreign)
            let noTicket = try await TestSocket.connect(app, minji.socketPath)
            let forged = try await TestSocket.connect(
                app, minji.socketPath + "?token=\(room.opened.id).\(minji.playerID).AAAA")
            let notHost = try await TestSocket.connect(app, room.opened.socketPath)

            #expect(crossSite == nil && noTicket == nil && forged == nil && notHost == nil)
        }
    }
}
