import Fluent
import Foundation
import SQLKit
import Testing
import VaporTesting

@testable import Encore

/// 신고 (#51): a reported pack or GIF leaves every public listing at once and stays its maker's,
/// a reporter counts once, and what may not be reported, or not yet again, is refused clearly.
@Suite struct ReportTests {
    struct ErrorBody: Decodable {
        struct Detail: Decodable {
            let code: String
            let field: String?
        }
        let error: Detail
    }

    static func code(_ response: TestingHTTPResponse) -> String? {
        try? response.content.decode(ErrorBody.self).error.code
    }

    static func field(_ response: TestingHTTPResponse) -> String? {
        try? response.content.decode(ErrorBody.self).error.field
    }

    static func report(
        _ browser: TestBrowser, _ kind: String, _ id: String, reason: String = "spam", note: String? = nil
    )
        async throws -> TestingHTTPResponse
    {
        let note = note.map { #","note":"\#($0)""# } ?? ""
        return try await browser.sendJSON(
            .POST, "/api/v1/reports", #"{"kind":"\#(kind)","id":"\#(id)","reason":"\#(reason)"\#(note)}"#)
    }

    static func reportCount(_ app: Application) async throws -> Int {
        try await (try app.database).sql.raw("SELECT COUNT(*) AS n FROM content_reports").first()?
            .decode(column: "n", as: Int.self) ?? -1
    }

    @Test func aReportedPackLeavesTheTabAndTheAPIForEveryoneButItsMaker() async throws {
        try await withEncore { app, maker in
            let pack = try await QuizFixtures.makePack(app, maker, title: "신고될 묶음")
            let guest = TestBrowser(app)
            let other = TestBrowser(app)
            let before = try await other.get("/quiz").body.string

            let form = try await guest.get("/quiz/packs/\(pack.id)/report")
            let sent = try await guest.postForm("/quiz/packs/\(pack.id)/report", ["reason": "hateful"])
            let tab = try await other.get("/quiz").body.string
            let api = try await other.get("/api/v1/quiz/packs").body.string
            let makersTab = try await maker.get("/quiz").body.string

            #expect(before.contains("신고될 묶음") && before.contains(Site.quizPackReport.link(pack.id)))
            #expect(form.status == .ok && form.body.string.contains("신고될 묶음"))
            #expect(sent.status == .ok && sent.body.string.contains("신고가 접수되었어요"))
            #expect(!tab.contains("신고될 묶음") && !api.contains("신고될 묶음"))
            #expect(makersTab.contains("검토 중인 내 퀴즈") && makersTab.contains("신고될 묶음"))
            #expect(!makersTab.contains(Site.quizPackReport.link(pack.id)), "a maker has no report link on their own")
        }
    }

    @Test func aReporterCountsOnceAndNobodyReportsTheirOwnOrNothing() async throws {
        try await withEncore { app, maker in
            let pack = try await QuizFixtures.makePack(app, maker)
            let reporter = TestBrowser(app)
            try await reporter.onboard("신고자")

            let first = try await Self.report(reporter, "pack", pack.id.uuidString)
            let again = try await Self.report(reporter, "pack", pack.id.uuidString, reason: "violent")
            let own = try await Self.report(maker, "pack", pack.id.uuidString)
            let missing = try await Self.report(reporter, "gif", UUID().uuidString)

            let count = try await Self.reportCount(app)

            #expect(first.status == .noContent && again.status == .noContent)
            #expect(count == 1)
            #expect(own.status == .conflict && Self.code(own) == "reportOwnItem")
            #expect(missing.status == .notFound && Self.code(missing) == "reportSubjectNotFound")
        }
    }

    @Test func starterAndApprovedPacksStayListedButTheirReportsQueue() async throws {
        try await withEncore { app, maker in
            let (approved, hash) = try await QuizFixtures.makePackWithPoster(app, maker, title: "승인된 묶음")
            let starter = try await maker.sendJSON(
                .POST, "/api/v1/quiz/packs", QuizFixtures.draftJSON(upload: hash, title: "추천 묶음")
            ).content.decode(PackSummary.self)
            let sql = try app.database.sql
            try await sql.raw("UPDATE quiz_packs SET review = 'approved' WHERE id = \(bind: approved.id)").run()
            try await sql.raw(
                "UPDATE quiz_packs SET origin = 'starter', starter_key = 'test' WHERE id = \(bind: starter.id)"
            ).run()
            let guest = TestBrowser(app)
            let tabBefore = try await guest.get("/quiz").body.string

            let reports = [
                try await Self.report(guest, "pack", approved.id.uuidString),
                try await Self.report(guest, "pack", starter.id.uuidString),
            ]
            let tab = try await TestBrowser(app).get("/quiz").body.string
            let count = try await Self.reportCount(app)

            #expect(reports.allSatisfy { $0.status == .noContent })
            #expect(count == 2)
            #expect(tab.contains("승인된 묶음") && tab.contains("추천 묶음"))
            #expect(!tabBefore.contains(Site.quizPackReport.link(approved.id)), "an approved pack has no report link")
            #expect(!tabBefore.contains(Site.quizPackReport.link(starter.id)), "a starter pack has no report link")
        }
    }

    @Test func anApprovedPackCanBeHeldAgainOnceItsMakerEditsIt() async throws {
        try await withEncore { app, maker in
            let (pack, hash) = try await QuizFixtures.makePackWithPoster(app, maker, title: "승인 후 수정")
            try await (try app.database).sql.raw(
                "UPDATE quiz_packs SET review = 'approved' WHERE id = \(bind: pack.id)"
            ).run()
            let guest = TestBrowser(app)

            let first = try await Self.report(guest, "pack", pack.id.uuidString)
            let stillListed = try await TestBrowser(app).get("/quiz").body.string
            let edited = try await maker.sendJSON(
                .PUT, "/api/v1/quiz/packs/\(pack.id)", QuizFixtures.draftJSON(upload: hash, title: "수정한 제목"))
            let reportable = try await TestBrowser(app).get("/quiz").body.string
            let again = try await Self.report(guest, "pack", pack.id.uuidString)
            let tab = try await TestBrowser(app).get("/quiz").body.string

            #expect(first.status == .noContent && stillListed.contains("승인 후 수정"))
            #expect(edited.status == .ok && reportable.contains(Site.quizPackReport.link(pack.id)))
            #expect(again.status == .noContent && !tab.contains("수정한 제목"))
        }
    }

    @Test func otherNeedsANoteAndNoNoteIsOverFiveHundred() async throws {
        try await withEncore { app, maker in
            let pack = try await QuizFixtures.makePack(app, maker)
            let guest = TestBrowser(app)

            let bare = try await Self.report(guest, "pack", pack.id.uuidString, reason: "other", note: "   ")
            let long = try await Self.report(
                guest, "pack", pack.id.uuidString, note: String(repeating: "가", count: 501))
            let noReason = try await guest.postForm("/quiz/packs/\(pack.id)/report", ["note": "이유 없이"])
            let fine = try await Self.report(guest, "pack", pack.id.uuidString, reason: "other", note: "광고 링크가 있어요")
            let count = try await Self.reportCount(app)

            #expect(bare.status == .unprocessableEntity && Self.field(bare) == "note")
            #expect(long.status == .unprocessableEntity && Self.field(long) == "note")
            #expect(noReason.status == .unprocessableEntity && noReason.body.string.contains("신고 이유를 골라 주세요"))
            #expect(fine.status == .noContent && count == 1)
        }
    }

    @Test func oneAddressCannotReportWithoutEnd() async throws {
        try await withEncore { app, maker in
            let pack = try await QuizFixtures.makePack(app, maker)
            let guest = TestBrowser(app)

            var statuses: [HTTPStatus] = []
            for _ in 0...RateLimit.reportsPerAddress.limit {
                statuses.append(try await Self.report(guest, "pack", pack.id.uuidString).status)
            }

            let count = try await Self.reportCount(app)

            #expect(statuses.dropLast().allSatisfy { $0 == .noContent })
            #expect(statuses.last == .tooManyRequests)
            #expect(count == 1)
        }
    }

    @Test func aReportedGifLeavesTheLibraryAndItsPageButNotItsUploaders() async throws {
        try await withEncore { app, uploader in
            try await uploader.onboard("움짤러")
            let gif = try await uploader.uploadedGif("춤추는 고양이", tags: "고양이")
            let guest = TestBrowser(app)

            let page = try await guest.get("/gifs/mine/\(gif.id)").body.string
            let sent = try await Self.report(guest, "gif", gif.id)
            let library = try await TestBrowser(app).get("/gifs/mine").body.string
            let search = try await TestBrowser(app).get("/gifs/mine?q=고양이").body.string
            let hidden = try await TestBrowser(app).get("/gifs/mine/\(gif.id)")
            let own = try await uploader.get("/gifs/mine/\(gif.id)").body.string
            let ownList = try await uploader.get("/gifs/mine?owner=me").body.string

            #expect(page.contains("/gifs/mine/\(gif.id)/report"))
            #expect(sent.status == .noContent)
            #expect(!library.contains("춤추는 고양이") && !search.contains("춤추는 고양이"))
            #expect(hidden.status == .notFound)
            #expect(own.contains("검토 중") && !own.contains("/gifs/mine/\(gif.id)/report"))
            #expect(ownList.contains("춤추는 고양이"))
        }
    }

    @Test func aHoldReachesAnotherInstanceAtOnce() async throws {
        try await withEncore { app, maker in
            let pack = try await QuizFixtures.makePack(app, maker, title: "두 번째 인스턴스")
            let visitor = TestBrowser(app)
            _ = try await PackListingCacheTests.keptTab(app, visitor)

            // Another instance's write: straight to the database, as its request would.
            try await (try app.database).sql.raw(
                "UPDATE quiz_packs SET review = 'pending' WHERE id = \(bind: pack.id)"
            ).run()
            let tab = try await visitor.get("/quiz").body.string

            #expect(!tab.contains("두 번째 인스턴스"))
        }
    }
}
