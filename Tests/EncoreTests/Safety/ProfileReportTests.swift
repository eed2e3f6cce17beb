import Fluent
import Foundation
import SQLKit
import Testing
import VaporTesting

@testable import Encore

/// Reports of profiles (#51): anyone but the player themselves reports a nickname or avatar seen on
/// a leaderboard; the profile stays as it is, its reports wait in the queue, where an operator
/// dismisses them or goes to the 프로필 page, whose actions settle them.
@Suite struct ProfileReportTests {
    static func openReports(_ app: Application, _ id: UUID) async throws -> Int {
        try await (try app.database).sql.raw(
            """
            SELECT COUNT(*) AS n FROM content_reports
            WHERE subject_kind = 'profile' AND subject_id = \(bind: id) AND resolved_at IS NULL
            """
        ).first()?.decode(column: "n", as: Int.self) ?? -1
    }

    @Test func aLeaderboardNameIsReportedAndAnOperatorsProfileActionSettlesIt() async throws {
        try await withEncore { app, maker in
            let pack = try await QuizFixtures.makePack(app, maker).id
            try await QuizLeaderboardTests.play(app, pack: pack, player: "나쁜이름", score: 300, minute: 1)
            let board = try await QuizLeaderboardTests.board(TestBrowser(app), pack)
            let id = try #require(board.entries.first?.profileID)
            let guest = TestBrowser(app)

            let form = try await guest.get("/profiles/\(id)/report")
            let sent = try await guest.postForm("/profiles/\(id)/report", ["reason": "hateful"])
            let again = try await ReportTests.report(guest, "profile", id.uuidString, reason: "hateful")
            let byAPI = try await ReportTests.report(maker, "profile", id.uuidString, reason: "spam")
            let stranger = try await ReportTests.report(maker, "profile", UUID().uuidString)
            let stillListed = try await QuizLeaderboardTests.board(TestBrowser(app), pack).entries.map(\.nickname)
            let staff = try await OperatorTests.operatorBrowser(app)
            let queue = try await staff.get("/operator").body.string
            let hidden = try await OperatorTests.decide(staff, "profile", id.uuidString, "quarantine")
            let waiting = try await Self.openReports(app, id)
            let reset = try await staff.postForm(
                "/operator/profiles/actions", ["id": id.uuidString, "action": "reset-nickname", "reason": "hateful"])
            let resolved = try await staff.get("/operator/resolved").body.string

            #expect(form.status == .ok && form.body.string.contains("닉네임이나 프로필 사진"))
            #expect(sent.status == .ok && sent.body.string.contains("‘나쁜이름’ 신고를 운영자에게 보냈어요."))
            #expect(again.status == .noContent && byAPI.status == .noContent)
            #expect(stranger.status == .notFound)
            #expect(stillListed == ["나쁜이름"], "a reported profile is not hidden")
            #expect(queue.contains("프로필 · 나쁜이름") && queue.contains("× 1") && queue.contains("문제 없음"))
            #expect(queue.contains("프로필 페이지에서 조치하기"))
            #expect(hidden.status == .conflict && hidden.body.string.contains("프로필은 여기서 문제 없음으로만"))
            #expect(waiting == 2)
            #expect(reset.status == .seeOther)
            #expect(try await Self.openReports(app, id) == 0)
            #expect(resolved.contains("닉네임 초기화"))
        }
    }

    @Test func aPlayerCannotReportThemselvesAndAnOperatorCanDismiss() async throws {
        try await withEncore { app, player in
            try await player.onboard("나자신")
            let id = try #require(try await Profile.query(on: app.db).filter(\.$nickname == "나자신").first()?.id)
            let guest = TestBrowser(app)

            let own = try await ReportTests.report(player, "profile", id.uuidString)
            let deleted = try await ReportTests.report(guest, "profile", DeletedPlayer.id.uuidString)
            _ = try await ReportTests.report(guest, "profile", id.uuidString, reason: "spam")
            let staff = try await OperatorTests.operatorBrowser(app)
            let dismissed = try await OperatorTests.decide(staff, "profile", id.uuidString, "approve")
            let profile = try #require(try await Profile.find(id, on: app.db))
            let log = try await OperatorTests.log(app)

            #expect(own.status == .conflict)
            #expect(deleted.status == .notFound)
            #expect(dismissed.status == .seeOther)
            #expect(try await Self.openReports(app, id) == 0)
            #expect(profile.nickname == "나자신")
            #expect(log.first?.action == "approve" && log.first?.subject_kind == "profile")
        }
    }

    @Test func theReportsOfAProfileDeletedSinceAreClosedAsNothingWrong() async throws {
        try await withEncore { app, player in
            try await player.onboard("곧떠날사람")
            let id = try #require(try await Profile.query(on: app.db).filter(\.$nickname == "곧떠날사람").first()?.id)
            _ = try await ReportTests.report(TestBrowser(app), "profile", id.uuidString, reason: "spam")
            let staff = try await OperatorTests.operatorBrowser(app)
            let deleted = try await player.postForm("/settings/delete", ["confirm": "yes"])

            let queue = try await staff.get("/operator").body.string
            let dismissed = try await OperatorTests.decide(staff, "profile", id.uuidString, "approve")

            #expect(deleted.status == .seeOther)
            #expect(queue.contains("문제 없음"))
            #expect(dismissed.status == .seeOther)
            #expect(try await Self.openReports(app, id) == 0)
        }
    }
}
