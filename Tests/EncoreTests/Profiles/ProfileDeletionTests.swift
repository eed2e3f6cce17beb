import Fluent
import Foundation
import SQLKit
import Testing
import VaporTesting

@testable import Encore

/// 프로필 삭제 (#51): the profile and everything that is its own are gone from every table, its
/// plays of other people's packs stay in their statistics without a name, its sessions end, and
/// its nickname is out of reach for 30 days.
@Suite struct ProfileDeletionTests {
    static let password = "correct horse"

    /// Every table and column that still holds `id`, as a value or inside text (a rate-limit
    /// bucket, a reporter's key), on either engine.
    static func leftovers(_ app: Application, of id: UUID) async throws -> [String] {
        let database = try EncoreDatabase(app.db)
        let sql = database.sql
        let pattern = "%" + id.uuidString + "%"
        var columns: [(table: String, column: String)] = []
        if database.engine == .sqlite {
            let tables = try await sql.raw(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            ).all().map { try $0.decode(column: "name", as: String.self) }
            for table in tables {
                for row in try await sql.raw("SELECT name FROM pragma_table_info(\(bind: table))").all() {
                    columns.append((table, try row.decode(column: "name", as: String.self)))
                }
            }
        } else {
            for row in try await sql.raw(
                "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()"
            ).all() {
                columns.append(
                    (
                        try row.decode(column: "table_name", as: String.self),
                        try row.decode(column: "column_name", as: String.self)
                    ))
            }
        }
        var found: [String] = []
        for (table, column) in columns {
            let condition: SQLQueryString =
                database.engine == .sqlite
                ? "\(ident: column) = \(bind: id) OR CAST(\(ident: column) AS TEXT) LIKE \(bind: pattern)"
                : "CAST(\(ident: column) AS TEXT) ILIKE \(bind: pattern)"
            let count =
                try await sql.raw("SELECT COUNT(*) AS n FROM \(ident: table) WHERE \(condition)").first()?
                .decode(column: "n", as: Int.self) ?? 0
            if count > 0 { found.append("\(table).\(column)") }
        }
        return found
    }

    @Test func nothingOfTheProfileIsLeftAndItsPlaysOfOthersPacksStayWithoutAName() async throws {
        try await withEncore { app, leaver in
            let clock = ManualClock(app.encore.clock.now())
            app.encore.clock = clock.appClock
            let own = try await QuizFixtures.makePack(app, leaver, title: "떠나는 묶음")
            try await leaver.postForm("/settings/password", ["password": Self.password, "confirm": Self.password])
            let friend = TestBrowser(app)
            let (_, friendsHash) = try await QuizFixtures.makerWithPoster(app, friend, nickname: "친구")
            let friendsPack = try await friend.sendJSON(
                .POST, "/api/v1/quiz/packs", QuizFixtures.draftJSON(upload: friendsHash, title: "친구 묶음")
            ).content.decode(PackSummary.self)
            try await leaver.sendJSON(.POST, "/api/v1/quiz/packs/\(friendsPack.id)/plays", "{}")
            try await friend.sendJSON(.POST, "/api/v1/quiz/packs/\(own.id)/plays", "{}")
            try await leaver.sendJSON(.POST, "/api/v1/idols/favourites", #"{"kind":"group","id":"twice"}"#)
            let gif = try await leaver.uploadedGif("떠나는 움짤", tags: "안녕")
            try await friend.sendJSON(.POST, "/api/v1/gifs/favourites", #"{"kind":"upload","id":"\#(gif.id)"}"#)
            try await ReportTests.report(leaver, "pack", friendsPack.id.uuidString)
            try await leaver.get("/api/v1/profile/data")
            let id = try #require(try await Profile.query(on: app.db).filter(\.$nickname == "출제자").first()?.id)
            let laptop = TestBrowser(app)
            try await laptop.postForm("/signin", ["nickname": "출제자", "password": Self.password])
            let before = try await Self.leftovers(app, of: id)
            let friendsPlaysBefore = try await QuizPlay.query(on: app.db).filter(\.$pack.$id == friendsPack.id).count()

            let unconfirmed = try await leaver.postForm("/settings/delete", ["password": Self.password])
            let wrong = try await leaver.postForm("/settings/delete", ["password": "wrong horse", "confirm": "yes"])
            let deleted = try await leaver.postForm("/settings/delete", ["password": Self.password, "confirm": "yes"])

            let left = try await Self.leftovers(app, of: id)
            let friendsPlays = try await QuizPlay.query(on: app.db).filter(\.$pack.$id == friendsPack.id).all()
            let laptopProfile = try await laptop.get("/api/v1/profile")
            let uploads = try await ImageUpload.query(on: app.db).filter(\.$uploadedBy.$id == id).count()
            let reports = try await (try app.database).sql.raw("SELECT COUNT(*) AS n FROM content_reports").first()?
                .decode(column: "n", as: Int.self)
            let leaderboard = try await friend.get("/api/v1/quiz/packs/\(friendsPack.id)/leaderboard").body.string
            let taken = try await TestBrowser(app).sendJSON(.POST, "/api/v1/profile", #"{"nickname":"출제자"}"#)
            clock.advance(NicknameHolds.period + 60)
            let free = try await TestBrowser(app).sendJSON(.POST, "/api/v1/profile", #"{"nickname":"출제자"}"#)

            let expected = [
                "profiles.id", "profile_sessions.profile_id", "quiz_packs.maker_id", "quiz_plays.player_id",
                "idol_favourites.profile_id", "uploaded_gifs.owner_id", "image_uploads.uploaded_by",
                "content_reports.reporter", "content_reports.reporter_id", "rate_limit_windows.bucket",
            ]
            #expect(Set(expected).isSubset(of: before), "the scan sees the profile where it is: \(before)")
            #expect(unconfirmed.status == .unprocessableEntity && wrong.status == .unprocessableEntity)
            #expect(deleted.status == .seeOther && deleted.headers.first(name: .location) == "/?deleted=1")
            #expect(left.isEmpty, "left behind: \(left)")
            #expect(friendsPlays.count == friendsPlaysBefore, "the friend's pack keeps the play in its statistics")
            #expect(friendsPlays.contains { $0.$player.id == DeletedPlayer.id })
            #expect(!leaderboard.contains(DeletedPlayer.nickname))
            #expect(laptopProfile.status == .unauthorized, "signed out on every browser")
            #expect(uploads == 0)
            #expect(reports == 1, "the report still counts, under nobody's name")
            #expect(taken.status == .conflict, "the nickname is held for 30 days")
            #expect(free.status == .created)
        }
    }

    @Test func aProfileWithoutAPasswordIsDeletedWithTheBoxTicked() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("비번없이")

            let page = try await browser.get("/settings").body.string
            let deleted = try await browser.postForm("/settings/delete", ["confirm": "yes"])
            let home = try await browser.get("/?deleted=1").body.string
            let profiles = try await Profile.query(on: app.db).filter(\.$nickname == "비번없이").count()

            #expect(page.contains("프로필 삭제") && !page.contains(#"id="delete-password""#))
            #expect(deleted.status == .seeOther)
            #expect(home.contains("프로필을 삭제했어요"))
            #expect(profiles == 0)
        }
    }
}
