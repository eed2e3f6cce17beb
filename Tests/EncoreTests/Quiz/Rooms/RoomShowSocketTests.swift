import Foundation
import Testing
import Vapor

@testable import Encore

/// The show over the room's WebSocket (#29): reactions reach the host's screen only, within each
/// player's allowance; the settings, the room's answers and 다시 하기 are host commands.
@Suite(.serialized) struct RoomShowSocketTests {
    @Test func reactionsReachTheBigScreenOnlyAndTheSurplusIsDroppedSilently() async throws {
        try await withServedRoom { app, room in
            let (_, minji) = try await room.join("민지")
            let host = try await room.hostSocket(app)
            let phone = try await room.playerSocket(app, minji)
            _ = try await phone.state("lobby")

            phone.send(#"{"type":"react","emoji":"💩"}"#)
            _ = try await phone.error("malformed")
            room.clock.advance(1.5)
            for _ in 0..<4 { phone.send(#"{"type":"react","emoji":"👏"}"#) }
            _ = try await host.next(where: { _ in host.frames.filter { $0.contains("reaction") }.count == 4 })
            room.clock.advance(1.5)  // a new second for the socket's message rate, not for reactions
            for _ in 0..<4 { phone.send(#"{"type":"react","emoji":"👏"}"#) }
            phone.send(#"{"type":"hint"}"#)  // answered in order: every reaction before it was handled
            _ = try await phone.error("wrongPhase")
            // On PostgreSQL a reaction reaches the screen by NOTIFY, after the phone had its answer. One
            // more in the next window arrives after any surplus one let through (notices keep their order).
            room.clock.advance(RoomReactions.limit.window)
            phone.send(#"{"type":"react","emoji":"👏"}"#)
            _ = try await host.next(where: { _ in
                host.frames.filter { $0.contains("reaction") }.count > RoomReactions.limit.limit
            })
            let reactions = host.frames.filter { $0.contains(#""type":"reaction""#) }

            #expect(reactions.count == RoomReactions.limit.limit + 1)
            #expect(reactions.allSatisfy { $0 == #"{"type":"reaction","emoji":"👏"}"# })
            #expect(!phone.frames.contains { $0.contains("reaction") })
            // The junk and the hint got their errors; not one reaction did.
            #expect(phone.frames.filter { $0.contains(#""type":"error""#) }.count == 2)
        }
    }

    @Test func theHostSetsUpTeamsShowsTheAnswersHidesOneAndPlaysAgain() async throws {
        try await withServedRoom { app, room in
            let (_, minji) = try await room.join("민지")
            let (_, hanni) = try await room.join("하니")
            let host = try await room.hostSocket(app)
            let first = try await room.playerSocket(app, minji)
            let second = try await room.playerSocket(app, hanni)

            host.send(#"{"type":"options","teams":2,"answersOnScreen":true}"#)
            _ = try await host.next {
                (($0["room"] as? [String: Any])?["options"] as? [String: Any])?["teams"] as? Int == 2
            }
            host.send(#"{"type":"start"}"#)
            let asking = try await first.state("asking", question: 1)
            first.send(#"{"type":"answer","text":"괴물"}"#)
            second.send(#"{"type":"answer","text":"마더 "}"#)
            let revealed = try await host.state("revealed", question: 1)
            let phoneReveal = try await second.state("revealed", question: 1)
            host.send(#"{"type":"hideAnswer","key":"마더"}"#)
            let hidden = try await host.next { frame in
                (frame["answers"] as? [[String: Any]])?.count == 1
            }

            #expect((asking["me"] as? [String: Any])?["team"] as? Int == 0)
            #expect((revealed["answers"] as? [[String: Any]])?.map { $0["text"] as? String } == ["괴물", "마더"])
            #expect(phoneReveal["answers"] == nil)
            #expect(((revealed["room"] as? [String: Any])?["teams"] as? [Any])?.count == 2)
            #expect((hidden["answers"] as? [[String: Any]])?.first?["text"] as? String == "괴물")
        }
    }
}
