import Foundation
import Testing
import VaporTesting

@testable import Encore

/// Ending a room from the console (#51): a reported pack's rooms still running are listed with
/// their PINs; an operator ends one on every screen, as its host would, audited and told to the host.
@Suite struct OperatorRoomTests {
    @Test func anOperatorEndsAReportedPacksRunningRoom() async throws {
        try await withEncore { app, host in
            let room = try await RoomFixture.open(app, host)
            let pack = try #require(try await room.rooms.room(room.opened.id).$pack.id)
            _ = try await room.join("참가자")
            _ = try await ReportTests.report(TestBrowser(app), "pack", pack.uuidString, reason: "violent")
            let stillPlaying = try await room.rooms.snapshot(room.opened.id).game.phase
            let staff = try await OperatorTests.operatorBrowser(app)

            let queue = try await staff.get("/operator").body.string
            let ended = try await staff.postForm(
                "/operator/rooms/end", ["room": room.opened.id.uuidString, "password": OperatorTests.password])
            let again = try await staff.postForm("/operator/rooms/end", ["room": room.opened.id.uuidString])
            let unknown = try await staff.postForm("/operator/rooms/end", ["room": UUID().uuidString])
            let snapshot = try await room.rooms.snapshot(room.opened.id)
            let join = try await TestBrowser(app).sendJSON(
                .POST, "/api/v1/rooms/\(room.opened.pin)/players", #"{"nickname":"늦은사람"}"#)
            let home = try await host.get("/").body.string
            let log = try await OperatorTests.log(app)

            #expect(stillPlaying == .lobby, "a report does not interrupt a room")
            #expect(queue.contains("이 퀴즈로 PIN \(room.opened.pin) 방이 진행 중이에요."))
            #expect(queue.contains("PIN \(room.opened.pin) 방 끝내기"))
            #expect(ended.status == .seeOther)
            #expect(again.status == .gone || again.status == .notFound, "\(again.status)")
            #expect(unknown.status == .notFound)
            #expect(snapshot.game.phase == .ended && !snapshot.hasLivePIN)
            #expect(join.status == .notFound)
            #expect(home.contains("내 방 “주말 영화”: 운영자가 끝냈어요."))
            let entry = log.first { $0.action == "end-room" }
            #expect(entry?.subject_label == "\(room.opened.pin) · 주말 영화" && entry?.actor_name == "운영자")
        }
    }
}
