import Fluent
import Foundation
import SQLKit
import Testing
import VaporTesting

@testable import Encore

/// Operators (#51): roles only from the command line, a console that is the site's 404 for anyone
/// else, approve / quarantine / delete with the password asked again after ten minutes, and an
/// audit log the database keeps as written.
@Suite struct OperatorTests {
    static let password = "correct horse"

    /// A browser signed in as `nickname` with a password, made `role` from the command line.
    static func operatorBrowser(_ app: Application, _ nickname: String = "운영자", role: String = "moderator")
        async throws -> TestBrowser
    {
        let browser = TestBrowser(app)
        try await browser.onboard(nickname)
        try await browser.postForm("/settings/password", ["password": password, "confirm": password])
        try await runCommand(app, ["grant", nickname, "--role", role])
        return browser
    }

    static func runCommand(_ app: Application, _ arguments: [String]) async throws {
        var context = CommandContext(console: app.console, input: CommandInput(arguments: ["encore"] + arguments))
        context.application = app
        try await OperatorCommands().run(using: &context)
    }

    static func decide(
        _ browser: TestBrowser, _ kind: String, _ id: String, _ action: String,
        password: String? = OperatorTests.password
    ) async throws -> TestingHTTPResponse {
        var fields = ["kind": kind, "id": id, "action": action, "reason": "hateful", "note": "욕설"]
        fields["password"] = password
        return try await browser.postForm("/operator/decisions", fields)
    }

    static func log(_ app: Application) async throws -> [ModerationLog.Entry] {
        try await ModerationLog.recent(on: try EncoreDatabase(app.db))
    }

    static func review(_ app: Application, _ id: UUID) async throws -> String? {
        try await (try app.database).sql.raw("SELECT review FROM quiz_packs WHERE id = \(bind: id)").first()?
            .decode(column: "review", as: String.self)
    }

    @Test func rolesComeOnlyFromTheCommandLineAndNeedAPassword() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("비번없음")

            await #expect(throws: CommandProblem.self) {
                try await Self.runCommand(app, ["grant", "비번없음", "--role", "admin"])
            }
            await #expect(throws: CommandProblem.self) {
                try await Self.runCommand(app, ["grant", "없는사람", "--role", "admin"])
            }
            _ = try await Self.operatorBrowser(app, "관리자", role: "admin")
            let roster = OperatorRoster(database: try EncoreDatabase(app.db), now: Date())
            let granted = try await roster.list().map { "\($0.role.rawValue) \($0.nickname)" }
            try await Self.runCommand(app, ["revoke", "관리자"])
            let revoked = try await roster.list()
            let log = try await Self.log(app)

            #expect(granted == ["admin 관리자"])
            #expect(revoked.isEmpty)
            #expect(log.map(\.action) == ["revoke", "grant-admin"])
            #expect(log.allSatisfy { $0.actor_name.hasPrefix("command line") && $0.subject_label == "관리자" })
        }
    }

    @Test func theConsoleIsTheSitesOrdinary404ForEveryoneElse() async throws {
        try await withEncore { app, player in
            try await player.onboard("플레이어")
            let guest = TestBrowser(app)
            let staff = try await Self.operatorBrowser(app)

            let missing = try await guest.get("/no-such-page")
            let asGuest = try await guest.get("/operator")
            let missingForPlayer = try await player.get("/no-such-page")
            let asPlayer = try await player.get("/operator/log")
            let posted = try await Self.decide(player, "pack", UUID().uuidString, "delete")
            let asStaff = try await staff.get("/operator")

            #expect(asGuest.status == .notFound && asPlayer.status == .notFound && posted.status == .notFound)
            #expect(asGuest.body.string == missing.body.string, "nothing tells a stranger the console exists")
            #expect(asPlayer.body.string == missingForPlayer.body.string)
            #expect(asGuest.headers[.setCookie] == missing.headers[.setCookie])
            #expect(asStaff.status == .ok && asStaff.body.string.contains("신고 대기열"))
        }
    }

    @Test func aQuarantinedPackIsItsMakersOnlyToEditAndAnEditQueuesItAgain() async throws {
        try await withEncore { app, maker in
            let pack = try await QuizFixtures.makePack(app, maker, title: "격리될 묶음")
            let staff = try await Self.operatorBrowser(app)
            try await ReportTests.report(TestBrowser(app), "pack", pack.id.uuidString, reason: "hateful")
            let queued = try await staff.get("/operator").body.string

            let decided = try await Self.decide(staff, "pack", pack.id.uuidString, "quarantine")
            let state = try await Self.review(app, pack.id)
            let afterQueue = try await staff.get("/operator").body.string
            let resolved = try await staff.get("/operator/resolved").body.string
            let othersTab = try await TestBrowser(app).get("/quiz").body.string
            let makersTab = try await maker.get("/quiz").body.string
            let makersPlay = try await maker.sendJSON(.POST, "/api/v1/quiz/packs/\(pack.id)/plays", "{}")
            let other = TestBrowser(app)
            try await other.onboard("다른사람")
            let othersPlay = try await other.sendJSON(.POST, "/api/v1/quiz/packs/\(pack.id)/plays", "{}")
            let edited = try await maker.sendJSON(
                .PUT, "/api/v1/quiz/packs/\(pack.id)",
                QuizFixtures.draftJSON(upload: try #require(Self.firstUpload(app)), title: "고친 묶음"))
            let afterEdit = try await Self.review(app, pack.id)
            let requeued = try await staff.get("/operator").body.string

            #expect(queued.contains("격리될 묶음") && queued.contains("혐오"))
            #expect(decided.status == .seeOther)
            #expect(state == "quarantined")
            #expect(!afterQueue.contains("격리될 묶음") && resolved.contains("격리될 묶음"))
            #expect(!othersTab.contains("격리될 묶음"))
            #expect(makersTab.contains("격리될 묶음") && makersTab.contains("격리됨") && makersTab.contains("(혐오·괴롭힘)"))
            #expect(makersPlay.status == .notFound, "a quarantined pack is not even its maker's to play")
            #expect(othersPlay.status == .notFound)
            #expect(edited.status == .ok)
            #expect(afterEdit == "pending")
            #expect(requeued.contains("고친 묶음"), "the edit sent it back to the queue with its reports")
            let log = try await Self.log(app)
            #expect(log.first?.action == "quarantine" && log.first?.reason == "hateful" && log.first?.note == "욕설")
            #expect(log.first?.actor_name == "운영자" && log.first?.subject_label == "격리될 묶음")
        }
    }

    @Test func aHeldPackIsItsMakersAloneToPlayShareOrHost() async throws {
        try await withEncore { app, maker in
            let pack = try await QuizFixtures.makePack(app, maker, title: "보류된 묶음")
            let other = TestBrowser(app)
            try await other.onboard("다른사람")
            try await ReportTests.report(TestBrowser(app), "pack", pack.id.uuidString)
            let share = try #require(pack.sharePath)
            let plays = "/api/v1/quiz/packs/\(pack.id)/plays"
            let room = #"{"packID":"\#(pack.id)"}"#

            let othersPlay = try await other.sendJSON(.POST, plays, "{}")
            let othersShare = try await other.get(share)
            let othersRoom = try await other.sendJSON(.POST, "/api/v1/rooms", room)
            let makersPlay = try await maker.sendJSON(.POST, plays, "{}")
            let makersShare = try await maker.get(share)
            let makersRoom = try await maker.sendJSON(.POST, "/api/v1/rooms", room)

            #expect(othersPlay.status == .notFound && othersShare.status == .notFound && othersRoom.status == .notFound)
            #expect(makersPlay.status == .created && makersShare.status == .ok && makersRoom.status == .created)
        }
    }

    @Test func theMakerIsToldWhatHappenedAndWhyUntilTheyDismissIt() async throws {
        try await withEncore { app, uploader in
            try await uploader.onboard("알림받을사람")
            let gif = try await uploader.uploadedGif("지워질 움짤", tags: "고양이")
            let staff = try await Self.operatorBrowser(app)
            try await ReportTests.report(TestBrowser(app), "gif", gif.id, reason: "sexual")
            try await Self.decide(staff, "gif", gif.id, "delete")

            let home = try await uploader.get("/").body.string
            let tab = try await uploader.get("/quiz").body.string
            let notice = try #require(
                try await MakerNotices(database: try EncoreDatabase(app.db), now: Date()).unseen(
                    for: try #require(try await Profile.query(on: app.db).filter(\.$nickname == "알림받을사람").first()?.id)
                ).first)
            let dismissed = try await uploader.postForm("/notices/\(notice.id)/dismiss", ["next": "/quiz"])
            let after = try await uploader.get("/").body.string
            let elsewhere = try await uploader.postForm("/notices/\(notice.id)/dismiss", ["next": "//evil.example"])

            #expect(home.contains("내 GIF “지워질 움짤”: 운영자가 삭제했어요.") && home.contains("(혐오·괴롭힘)"))
            #expect(tab.contains("지워질 움짤"))
            #expect(dismissed.status == .seeOther && dismissed.headers.first(name: .location) == "/quiz")
            #expect(!after.contains("지워질 움짤"))
            #expect(elsewhere.headers.first(name: .location) == "/", "only a path of this site")
        }
    }

    static func firstUpload(_ app: Application) async throws -> String? {
        try await (try app.database).sql.raw("SELECT id FROM image_uploads LIMIT 1").first()?
            .decode(column: "id", as: String.self)
    }

    @Test func anApprovedPackIsListedAgainAndAReportNoLongerHoldsIt() async throws {
        try await withEncore { app, maker in
            let pack = try await QuizFixtures.makePack(app, maker, title: "괜찮은 묶음")
            let staff = try await Self.operatorBrowser(app)
            try await ReportTests.report(TestBrowser(app), "pack", pack.id.uuidString)

            let decided = try await Self.decide(staff, "pack", pack.id.uuidString, "approve")
            let tab = try await TestBrowser(app).get("/quiz").body.string
            try await ReportTests.report(TestBrowser(app), "pack", pack.id.uuidString)
            let state = try await Self.review(app, pack.id)

            #expect(decided.status == .seeOther)
            #expect(tab.contains("괜찮은 묶음") && !tab.contains(Site.quizPackReport.link(pack.id)))
            #expect(state == "approved")
        }
    }

    @Test func aDeletedGifIsGoneWithItsPictureAndItsReportsAreSettled() async throws {
        try await withEncore { app, uploader in
            try await uploader.onboard("움짤러")
            let gif = try await uploader.uploadedGif("나쁜 움짤", tags: "고양이")
            let staff = try await Self.operatorBrowser(app)
            try await ReportTests.report(TestBrowser(app), "gif", gif.id, reason: "sexual")

            let decided = try await Self.decide(staff, "gif", gif.id, "delete")
            let page = try await uploader.get("/gifs/mine/\(gif.id)")
            let open = try await ModerationQueue(database: try EncoreDatabase(app.db)).unresolvedCount()
            let uploads = try await (try app.database).sql.raw("SELECT COUNT(*) AS n FROM image_uploads").first()?
                .decode(column: "n", as: Int.self)

            #expect(decided.status == .seeOther)
            #expect(page.status == .notFound)
            #expect(open == 0)
            #expect(uploads == 0, "nothing else showed the GIF's picture")
        }
    }

    @Test func actingAsksForThePasswordAgainAfterTenMinutes() async throws {
        try await withEncore { app, maker in
            let clock = ManualClock(app.encore.clock.now())
            app.encore.clock = clock.appClock
            let (first, hash) = try await QuizFixtures.makePackWithPoster(app, maker, title: "첫째")
            let second = try await maker.sendJSON(
                .POST, "/api/v1/quiz/packs", QuizFixtures.draftJSON(upload: hash, title: "둘째")
            ).content.decode(PackSummary.self)
            let third = try await maker.sendJSON(
                .POST, "/api/v1/quiz/packs", QuizFixtures.draftJSON(upload: hash, title: "셋째")
            ).content.decode(PackSummary.self)
            let staff = try await Self.operatorBrowser(app)
            for pack in [first, second, third] {
                try await ReportTests.report(TestBrowser(app), "pack", pack.id.uuidString)
            }

            let without = try await Self.decide(staff, "pack", first.id.uuidString, "approve", password: nil)
            let wrong = try await Self.decide(staff, "pack", first.id.uuidString, "approve", password: "wrong horse")
            let right = try await Self.decide(staff, "pack", first.id.uuidString, "approve")
            clock.advance(9 * 60)
            let within = try await Self.decide(staff, "pack", second.id.uuidString, "approve", password: nil)
            clock.advance(11 * 60)
            let after = try await Self.decide(staff, "pack", third.id.uuidString, "approve", password: nil)

            #expect(without.status == .forbidden && without.body.string.contains("비밀번호를 입력하세요"))
            #expect(wrong.status == .forbidden)
            #expect(right.status == .seeOther)
            #expect(within.status == .seeOther)
            #expect(after.status == .forbidden)
            #expect(try await Self.review(app, third.id) == "pending")
        }
    }

    @Test func starterPacksCanOnlyBeApproved() async throws {
        try await withEncore { app, maker in
            let pack = try await QuizFixtures.makePack(app, maker)
            try await (try app.database).sql.raw(
                "UPDATE quiz_packs SET origin = 'starter', starter_key = 'test' WHERE id = \(bind: pack.id)"
            ).run()
            let staff = try await Self.operatorBrowser(app)
            try await ReportTests.report(TestBrowser(app), "pack", pack.id.uuidString)

            let quarantine = try await Self.decide(staff, "pack", pack.id.uuidString, "quarantine")
            let delete = try await Self.decide(staff, "pack", pack.id.uuidString, "delete")
            let approve = try await Self.decide(staff, "pack", pack.id.uuidString, "approve")

            #expect(quarantine.status == .conflict && delete.status == .conflict)
            #expect(approve.status == .seeOther)
        }
    }

    @Test func theAuditLogCannotBeChangedOrShortened() async throws {
        try await withEncore { app, _ in
            _ = try await Self.operatorBrowser(app)
            let sql = try await (try app.database).sql

            await #expect(throws: (any Error).self) {
                try await sql.raw("UPDATE moderation_log SET actor_name = 'someone else'").run()
            }
            await #expect(throws: (any Error).self) { try await sql.raw("DELETE FROM moderation_log").run() }
            let entries = try await Self.log(app)

            #expect(entries.count == 1 && entries.first?.actor_name.hasPrefix("command line") == true)
        }
    }
}
