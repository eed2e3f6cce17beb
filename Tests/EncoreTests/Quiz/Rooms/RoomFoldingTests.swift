import Foundation
import Testing
import Vapor

@testable import Encore

/// Folding (#31.4): a player's answer reaches that player's phone at once and the big screen within
/// `RoomHub.foldInterval`; during a question the other phones get nothing for it.
@Suite(.serialized) struct RoomFoldingTests {
    @Test func anAnswerReachesItsPhoneAtOnceTheBigScreenFoldedAndNoOtherPhone() async throws {
        try await withServedRoom { app, room in
            let (_, minji) = try await room.join("민지")
            let (_, hanni) = try await room.join("하니")
            _ = try await room.join("다니")  // has not answered: the question stays open
            let host = try await room.hostSocket(app)
            let first = try await room.playerSocket(app, minji)
            let second = try await room.playerSocket(app, hanni)
            // On PostgreSQL the hub sends every room again when its LISTEN comes up, at a moment of
            // its own (under a loaded suite, inside the window below): let that pass first.
            if try app.database.engine == .postgresql {
                await app.encore.coordination.roomHub.wait { $0.hearsOthers }
            }
            host.send(#"{"type":"start"}"#)
            // The question itself (after the 3-2-1, whose end is a frame for everyone).
            let questionOn: @Sendable ([String: Any]) -> Bool = { ($0["room"] as? [String: Any])?["question"] != nil }
            _ = try await first.next(where: questionOn)
            _ = try await second.next(where: questionOn)
            let secondBefore = second.states.count

            first.send(#"{"type":"answer","text":"마더"}"#)
            let own = try await first.next { ($0["me"] as? [String: Any])?["answered"] as? Bool == true }
            let bigScreen = try await host.next { ($0["room"] as? [String: Any])?["answered"] as? Int == 1 }
            // The room's timer (the next poster area) sleeps real time while this clock stands still:
            // on a loaded machine it ran out in this window and sent every phone the room as it
            // stood. It runs out here, as in a slow run.
            await app.encore.coordination.roomHub.fireTimer(room.opened.id)
            second.send(#"{"type":"answer","text":"마더"}"#)
            let secondOwn = try await second.next(after: secondBefore) {
                ($0["me"] as? [String: Any])?["answered"] as? Bool == true
            }

            #expect((own["room"] as? [String: Any])?["phase"] as? String == "asking")
            #expect((bigScreen["room"] as? [String: Any])?["answering"] as? Int == 3)
            #expect((secondOwn["room"] as? [String: Any])?["answered"] as? Int == 2)
            // Between the question and its own answer, the second phone got no frame for the first's
            // (on PostgreSQL it may get the question twice: the instance hears its own NOTIFY too).
            // A run slow enough to reach the question's end gets its reveal, which carries the count:
            // that is the clock, not folding.
            let between = second.states.dropFirst(secondBefore).dropLast()
            #expect(
                between.allSatisfy {
                    let shown = $0["room"] as? [String: Any]
                    return shown?["phase"] as? String != "asking" || shown?["answered"] as? Int == 0
                })
        }
    }

    /// Minji's phone is on another instance (no socket here). Her answer is applied here (by a
    /// request that reached this instance), or by the other instance, whose `NOTIFY` tells this
    /// hub only whose step it was: the hub reads the row when the fold comes due.
    @Test(arguments: [false, true])
    func aStepOfAPhoneOnAnotherInstanceReachesTheBigScreenFoldedAndNoPhoneHere(appliedElsewhere: Bool) async throws {
        try await withServedRoom { app, room in
            let (_, minji) = try await room.join("민지")
            let (_, hanni) = try await room.join("하니")
            let host = try await room.hostSocket(app)
            let phone = try await room.playerSocket(app, hanni)
            host.send(#"{"type":"start"}"#)
            let questionOn: @Sendable ([String: Any]) -> Bool = { ($0["room"] as? [String: Any])?["question"] != nil }
            _ = try await phone.next(where: questionOn)
            _ = try await host.next(where: questionOn)
            let phoneBefore = phone.states.count

            if appliedElsewhere {
                // The other instance: its own hub (and game cache), the same database.
                let elsewhere = RoomService(
                    database: try app.database, clock: app.encore.clock, changes: RoomChangeQueue(),
                    hub: RoomHub(app.roomHubContext(strings: app.encore.strings)),
                    notices: app.encore.coordination.roomNotices,
                    catalog: app.encore.data.catalog)
                try await elsewhere.answer("마더", room: room.opened.id, player: minji.playerID)
                await app.encore.coordination.roomHub.changed(room.opened.id, .players([minji.playerID]))
            } else {
                try await room.rooms.answer("마더", room: room.opened.id, player: minji.playerID)
            }
            let bigScreen = try await host.next { ($0["room"] as? [String: Any])?["answered"] as? Int == 1 }

            #expect((bigScreen["room"] as? [String: Any])?["answering"] as? Int == 2)
            // While the question is asked no phone frame carries the count. A run slow enough to reach
            // the question's end gets its reveal, which may: that is the clock, not folding.
            #expect(
                phone.states.dropFirst(phoneBefore).allSatisfy {
                    let shown = $0["room"] as? [String: Any]
                    return shown?["phase"] as? String != "asking" || shown?["answered"] as? Int != 1
                })
        }
    }

    /// The big screen is on another instance, and so is Minji's phone. While a question is asked, a
    /// fold here would show her answer to nobody: the hub does not read the room for it. The reveal,
    /// which reaches everyone, still carries it.
    @Test func aFoldThatWouldReachNoSocketHereReadsNothing() async throws {
        try await withServedRoom { app, room in
            let (_, minji) = try await room.join("민지")
            let (_, hanni) = try await room.join("하니")
            _ = try await room.join("다니")  // has not answered: the question stays open
            let phone = try await room.playerSocket(app, hanni)
            let hub = app.encore.coordination.roomHub
            let id = room.opened.id
            try await room.rooms.command(.start, room: id, by: room.hostID)
            _ = try await phone.next { ($0["room"] as? [String: Any])?["question"] != nil }
            let elsewhere = RoomService(
                database: try app.database, clock: app.encore.clock, changes: RoomChangeQueue(),
                hub: RoomHub(app.roomHubContext(strings: app.encore.strings)),
                notices: app.encore.coordination.roomNotices,
                catalog: app.encore.data.catalog)
            // On PostgreSQL the hub reads every room once when its LISTEN comes up, at a moment of
            // its own: that read is not the fold's.
            if try app.database.engine == .postgresql {
                await hub.wait { $0.hearsOthers }
            }
            let readsBefore = await hub.rowReads

            try await elsewhere.answer("마더", room: id, player: minji.playerID)
            await hub.changed(id, .players([minji.playerID]))
            await hub.wait { $0.foldTimers[id] == nil }
            let readsAfterFold = await hub.rowReads
            try await room.rooms.command(.skip, room: id, by: room.hostID)
            let reveal = try await phone.next { ($0["room"] as? [String: Any])?["phase"] as? String == "revealed" }

            #expect(readsAfterFold == readsBefore)
            #expect((reveal["room"] as? [String: Any])?["answered"] as? Int == 1)
        }
    }

    @Test func theNotificationSaysWhoseStepAChangeWas() {
        let room = UUID()
        let player = UUID()
        let many = Set((0..<(RoomHub.Change.playersPerPayload + 1)).map { _ in UUID() })

        let instance = UUID()
        let everyone = RoomHub.Change.everyone.payloads(room: room, sender: instance)
        let step = RoomHub.Change.players([player]).payloads(room: room, sender: instance)
        let batch = RoomHub.Change.players(many).payloads(room: room, sender: instance)

        #expect(everyone.count == 1 && RoomHub.Change.read(everyone[0])?.change == .everyone)
        #expect(RoomHub.Change.read(everyone[0])?.room == room)
        // The instance that made the change is named: it skips its own notice.
        #expect((everyone + step + batch).allSatisfy { RoomHub.Change.read($0)?.sender == instance })
        #expect(RoomHub.Change.read(room.uuidString)?.change == .everyone)
        #expect(step.count == 1 && RoomHub.Change.read(step[0])?.change == .players([player]))
        // A batch bigger than one payload holds is sent in several, each well under 8,000 bytes.
        #expect(batch.count == 2 && batch.allSatisfy { $0.utf8.count < 8_000 })
        let heard = batch.compactMap { RoomHub.Change.read($0)?.change }
        let named = heard.reduce(into: Set<UUID>()) { all, change in
            if case .players(let ids) = change { all.formUnion(ids) }
        }
        #expect(named == many)
        #expect(RoomHub.Change.read(RoomReactions.payload(room: room, emoji: "👏")) == nil)
        #expect(RoomHub.Change.read("not a room") == nil)
        #expect(RoomHub.Change.read("\(room.uuidString) p:not-an-id") == nil)
        #expect(RoomHub.Change.read("\(room.uuidString) s:not-an-id") == nil)
    }
}
