import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// The quiz tab keeps its pages under the list's version, which the database's triggers raise:
/// every change a card or a starter tile shows must reach the very next visit, made by whichever
/// path, and a drawn 초성 game (nobody's list) must not throw the kept list away.
@Suite struct PackListingCacheTests {
    static func version(_ app: Application) async throws -> Int64 {
        try #require(try await PackListingCache.version(on: try app.database))
    }

    /// Visits the tab until its first page is kept under the version now, and returns the page.
    static func keptTab(_ app: Application, _ browser: TestBrowser) async throws -> String {
        let page = try await browser.get("/quiz").body.string
        let key = PackListingCache.PageKey(version: try await version(app), page: 1)
        #expect(app.encore.caches.packListings.pages[key] != nil, "the first page was not kept")
        return page
    }

    @Test func aNewPackAnEditAndADeletionShowOnTheNextVisit() async throws {
        try await withEncore { app, maker in
            let visitor = TestBrowser(app)
            let before = try await Self.keptTab(app, visitor)

            let (pack, hash) = try await QuizFixtures.makePackWithPoster(app, maker, title: "첫 번째 묶음")
            let afterNew = try await visitor.get("/quiz").body.string
            _ = try await Self.keptTab(app, visitor)
            let edited = try await maker.sendJSON(
                .PUT, "/api/v1/quiz/packs/\(pack.id)", QuizFixtures.draftJSON(upload: hash, title: "고친 제목"))
            let afterEdit = try await visitor.get("/quiz").body.string
            _ = try await Self.keptTab(app, visitor)
            try await maker.postForm("/quiz/packs/\(pack.id)/delete", [:])
            let afterDelete = try await visitor.get("/quiz").body.string

            #expect(!before.contains("첫 번째 묶음") && afterNew.contains("첫 번째 묶음"))
            #expect(edited.status == .ok && afterEdit.contains("고친 제목") && !afterEdit.contains("첫 번째 묶음"))
            #expect(!afterDelete.contains("고친 제목"))
        }
    }

    @Test func aMakersNewNicknameShowsOnTheirCardsAtOnce() async throws {
        try await withEncore { app, maker in
            // A guest reads the tab: the maker's own page shows their nickname in its top bar too.
            let visitor = TestBrowser(app)
            _ = try await QuizFixtures.makePack(app, maker)
            let before = try await Self.keptTab(app, visitor)

            try await maker.postForm("/settings", SettingsPageTests.defaults.merging(["nickname": "새출제자"]) { $1 })
            let after = try await visitor.get("/quiz").body.string

            #expect(before.contains("출제자"))
            #expect(after.contains("새출제자"))
        }
    }

    @Test func onlyTheMakerSeesTheirCardsEditLinkFromTheSameKeptPage() async throws {
        try await withEncore { app, maker in
            let pack = try await QuizFixtures.makePack(app, maker)
            let visitor = TestBrowser(app)
            let editLink = Site.quizPackEdit.link(pack.id)

            let asGuest = try await Self.keptTab(app, visitor)
            let asMaker = try await maker.get("/quiz").body.string
            let asGuestAgain = try await visitor.get("/quiz").body.string

            #expect(!asGuest.contains(editLink) && !asGuestAgain.contains(editLink))
            #expect(asMaker.contains(editLink))
        }
    }

    @Test func aStarterPacksQuestionsChangingRaisesTheVersion() async throws {
        try await withEncore { app, browser in
            _ = try await Self.keptTab(app, browser)
            let before = try await Self.version(app)
            let starter = try #require(try await QuizPack.query(on: app.db).filter(\.$starterKey != nil).first())
            let question = try #require(
                try await QuizQuestion.query(on: app.db).filter(\.$pack.$id == starter.requireID()).first())

            // What `StarterPackSync` does with new data: the old questions go, new ones are written.
            try await question.delete(on: app.db)

            #expect(try await Self.version(app) > before)
        }
    }

    @Test func aDrawnChosungGameLeavesTheKeptListAlone() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("빠른손")
            _ = try await Self.keptTab(app, browser)
            let before = try await Self.version(app)

            let (response, drawn) = try await QuickChosungTests.draw(browser, #"{"level":"beginner","language":"ko"}"#)

            #expect(response.status == .created && drawn?.origin == .drawn)
            #expect(try await Self.version(app) == before)
        }
    }
}

/// Two instances on one PostgreSQL: a pack made on one shows on the other's next visit.
@Suite(.enabled(if: TestDatabase.postgresAdminURL != nil, "needs the throwaway PostgreSQL of make test-postgres"))
struct PackListingAcrossInstancesTests {
    @Test func aPackMadeOnOneInstanceShowsOnTheOther() async throws {
        let database = try await TestDatabase.make()
        defer { Task { await database.drop() } }
        try await withEncore(database: database) { first, browser in
            try await withEncore(database: database) { second, _ in
                let visitor = TestBrowser(second)
                _ = try await PackListingCacheTests.keptTab(second, visitor)

                _ = try await QuizFixtures.makePack(first, browser, title: "저쪽에서 만든 묶음")
                let page = try await visitor.get("/quiz").body.string

                #expect(page.contains("저쪽에서 만든 묶음"))
            }
        }
    }
}
