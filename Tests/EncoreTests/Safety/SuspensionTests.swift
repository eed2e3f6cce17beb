import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// Suspensions (#51): an operator suspends a profile for a day, a week, a month or for good; until
/// then it may read and play alone but not publish, upload, host or join a room, or report.
@Suite struct SuspensionTests {
    static func act(
        _ staff: TestBrowser, _ id: UUID, _ action: String, period: String? = nil
    ) async throws -> TestingHTTPResponse {
        var fields = [
            "id": id.uuidString, "action": action, "reason": "spam", "password": OperatorTests.password,
        ]
        fields["period"] = period
        return try await staff.postForm("/operator/profiles/actions", fields)
    }

    static func refusedAsSuspended(_ response: TestingHTTPResponse) -> Bool {
        response.status == .forbidden && ReportTests.code(response) == "profileSuspended"
    }

    @Test func aSuspendedPlayerReadsButCannotPublishHostJoinOrReportUntilItEnds() async throws {
        try await withEncore { app, player in
            let clock = ManualClock()
            app.encore.clock = clock.appClock
            let host = TestBrowser(app)
            let pack = try await QuizFixtures.makePack(app, host)
            let pin = try await host.sendJSON(.POST, "/api/v1/rooms", #"{"packID":"\#(pack.id)"}"#)
                .content.decode(RoomAPIController.Opened.self).pin
            let (profile, hash) = try await QuizFixtures.makerWithPoster(app, player, nickname: "정지될사람")
            let staff = try await OperatorTests.operatorBrowser(app)
            clock.advance(1)  // after the role's grant in the audit log

            let suspended = try await Self.act(staff, try profile.requireID(), "suspend", period: "7d")
            let refused = [
                try await player.sendJSON(.POST, "/api/v1/quiz/packs", QuizFixtures.draftJSON(upload: hash)),
                try await player.upload(try TestImages.jpeg(width: 200, height: 300)),
                try await player.sendJSON(.POST, "/api/v1/rooms", #"{"packID":"\#(pack.id)"}"#),
                try await player.sendJSON(.POST, "/api/v1/rooms/\(pin)/players", #"{"nickname":"정지될사람"}"#),
                try await ReportTests.report(player, "pack", "\(pack.id)"),
            ]
            let page = try await player.postForm("/join/\(pin)", ["nickname": "정지될사람"])
            let list = try await player.get("/api/v1/quiz/packs")
            let home = try await player.get("/").body.string
            let found = try await staff.get("/operator/profiles?q=%EC%A0%95%EC%A7%80").body.string
            let log = try await OperatorTests.log(app)
            clock.advance(7 * 86_400 + 1)
            let afterwards = try await player.sendJSON(
                .POST, "/api/v1/quiz/packs", QuizFixtures.draftJSON(upload: hash))

            #expect(suspended.status == .seeOther)
            #expect(refused.allSatisfy(Self.refusedAsSuspended), "\(refused.map(\.status))")
            #expect(ReportTests.field(refused[0]) == nil)
            #expect(try refused[0].content.decode(APIErrorBody.self).error.message.contains("2027-01-22 17:00 KST"))
            #expect(page.status == .forbidden && page.body.string.contains("2027-01-22 17:00 KST까지 정지되어 있어요"))
            #expect(list.status == .ok)
            #expect(home.contains("운영자가 내 프로필을 2027-01-22 17:00 KST까지 정지했어요."))
            #expect(found.contains("2027-01-22 17:00 KST까지 정지됨") && found.contains("정지 풀기"))
            #expect(log.first?.action == "suspend-7d" && log.first?.subject_label == "정지될사람")
            #expect(afterwards.status == .created, "the suspension ended by itself")
        }
    }

    @Test func anOperatorLiftsASuspensionForGoodButCannotSuspendStaff() async throws {
        try await withEncore { app, player in
            let (profile, hash) = try await QuizFixtures.makerWithPoster(app, player, nickname: "풀려날사람")
            let id = try profile.requireID()
            let staff = try await OperatorTests.operatorBrowser(app)
            _ = try await OperatorTests.operatorBrowser(app, "다른운영자")
            let colleague = try #require(
                try await Profile.query(on: app.db).filter(\.$nickname == "다른운영자").first()?.id)

            let noPeriod = try await Self.act(staff, id, "suspend")
            let ofStaff = try await Self.act(staff, colleague, "suspend", period: "forever")
            let forever = try await Self.act(staff, id, "suspend", period: "forever")
            let whileSuspended = try await player.upload(try TestImages.jpeg(width: 200, height: 300))
            let lifted = try await Self.act(staff, id, "lift")
            let again = try await player.sendJSON(.POST, "/api/v1/quiz/packs", QuizFixtures.draftJSON(upload: hash))
            let home = try await player.get("/").body.string
            let log = try await OperatorTests.log(app)

            #expect(noPeriod.status == .unprocessableEntity && noPeriod.body.string.contains("정지 기간을 골라 주세요."))
            #expect(ofStaff.status == .conflict && ofStaff.body.string.contains("운영자는 여기서 정지할 수 없어요."))
            #expect(forever.status == .seeOther && lifted.status == .seeOther)
            #expect(Self.refusedAsSuspended(whileSuspended))
            #expect(
                try whileSuspended.content.decode(APIErrorBody.self).error.message.contains("영구 정지되어 있어요"))
            #expect(again.status == .created)
            #expect(home.contains("운영자가 내 프로필 정지를 풀었어요."))
            #expect(Array(log.prefix(2).map(\.action)) == ["lift", "suspend-forever"])
        }
    }
}
