import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct IdolFavouriteTests {
    static func favourites(_ browser: TestBrowser) async throws -> IdolFavourites {
        try await browser.get("/api/v1/idols/favourites").content.decode(IdolFavourites.self)
    }

    @Test func favouritesAreNewestFirstAndReAddingMovesToTheTop() async throws {
        try await withEncore { _, browser in
            try await browser.onboard("팬심")

            for id in ["twice", "ive", "oh-my-girl"] {
                try await browser.sendJSON(.POST, "/api/v1/idols/favourites", #"{"kind":"group","id":"\#(id)"}"#)
            }
            try await browser.sendJSON(.POST, "/api/v1/idols/favourites", #"{"kind":"group","id":"twice"}"#)
            let list = try await Self.favourites(browser)

            #expect(list.groups.map(\.id) == ["twice", "oh-my-girl", "ive"])
        }
    }

    @Test func membersWhoShareAStageNameDoNotCollide() async throws {
        try await withEncore { _, browser in
            try await browser.onboard("하니팬")

            try await browser.sendJSON(.POST, "/api/v1/idols/favourites", #"{"kind":"member","id":"ahn-heeyeon-1992"}"#)
            try await browser.sendJSON(
                .POST, "/api/v1/idols/favourites", #"{"kind":"member","id":"pham-ngochan-2004"}"#)
            let removed = try await browser.sendJSON(.DELETE, "/api/v1/idols/favourites/member/ahn-heeyeon-1992", "")
            let list = try await Self.favourites(browser)

            #expect(removed.status == .noContent)
            #expect(list.members.map(\.id) == ["pham-ngochan-2004"])
        }
    }

    @Test func favouritesBelongToOneProfileAndNeedOne() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("내꺼")
            try await browser.sendJSON(.POST, "/api/v1/idols/favourites", #"{"kind":"group","id":"twice"}"#)
            let stranger = TestBrowser(app)
            let anonymous = try await stranger.get("/api/v1/idols/favourites")
            try await stranger.onboard("남의꺼")

            let theirs = try await Self.favourites(stranger)
            try await stranger.sendJSON(.DELETE, "/api/v1/idols/favourites/group/twice", "")
            let mine = try await Self.favourites(browser)

            #expect(anonymous.status == .unauthorized)
            #expect(theirs.groups.isEmpty)
            #expect(mine.groups.map(\.id) == ["twice"])
        }
    }

    @Test func badFavouritesAreRefusedWithClearErrors() async throws {
        try await withEncore { _, browser in
            try await browser.onboard("실수")

            let unknown = try await browser.sendJSON(
                .POST, "/api/v1/idols/favourites", #"{"kind":"member","id":"nobody-1900"}"#)
            let badKind = try await browser.sendJSON(
                .POST, "/api/v1/idols/favourites", #"{"kind":"song","id":"twice"}"#)
            let noCSRF = try await browser.sendJSON(
                .POST, "/api/v1/idols/favourites", #"{"kind":"group","id":"twice"}"#, csrf: .none)

            #expect(unknown.status == .notFound && unknown.body.string.contains("찾는 멤버가 없습니다"))
            #expect(badKind.status == .badRequest)
            #expect(noCSRF.status == .forbidden)
            #expect(try await Self.favourites(browser).groups.isEmpty)
        }
    }

    @Test func theFormsWorkWithoutJavaScript() async throws {
        try await withEncore { _, browser in
            let anonymous = try await browser.postForm(
                "/idols/favourites", ["kind": "group", "id": "twice", "action": "add", "next": "/idols/groups/twice"])
            try await browser.onboard("폼으로")

            let added = try await browser.postForm(
                "/idols/favourites", ["kind": "group", "id": "twice", "action": "add", "next": "/idols/groups/twice"])
            let page = try await browser.get("/idols/favourites").body.string
            let groupPage = try await browser.get("/idols/groups/twice").body.string
            try await browser.postForm(
                "/idols/favourites",
                ["kind": "group", "id": "twice", "action": "remove", "next": "https://evil.example/"])
            let after = try await browser.get("/idols/favourites").body.string

            #expect(
                anonymous.status == .seeOther && anonymous.headers.first(name: .location)?.hasPrefix("/welcome") == true
            )
            #expect(added.headers.first(name: .location) == "/idols/groups/twice")
            #expect(page.contains("트와이스") && page.contains("그룹 (1)"))
            #expect(groupPage.contains("aria-pressed=\"true\"") && groupPage.contains("즐겨찾는 그룹에서 삭제"))
            #expect(after.contains("즐겨찾는 그룹이 없습니다"))
        }
    }
}
