import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct GifFavouriteTests {
    static func favourites(_ browser: TestBrowser) async throws -> [String] {
        try await browser.get("/api/v1/gifs/favourites").content.decode(GifFavouritesDTO.self).items.map {
            "\($0.kind.rawValue):\($0.id)"
        }
    }

    @Test func favouritesAreNewestFirstAndStarringAgainMovesToTheTop() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("짤수집")
            let clock = ManualClock()
            app.encore.clock = clock.appClock
            for id in ["aaa1", "bbb2", "ccc3"] {
                try await browser.sendJSON(
                    .POST, "/api/v1/gifs/favourites", #"{"kind":"giphy","id":"\#(id)","title":"\#(id) title"}"#)
                clock.advance(1)
            }
            let upload = try await browser.uploadedGif("올린 짤")
            try await browser.sendJSON(
                .POST, "/api/v1/gifs/favourites", #"{"kind":"upload","id":"\#(upload.id)","title":"ignored"}"#)
            clock.advance(1)
            try await browser.sendJSON(
                .POST, "/api/v1/gifs/favourites", #"{"kind":"giphy","id":"aaa1","title":"aaa1 title"}"#)

            let list = try await browser.get("/api/v1/gifs/favourites").content.decode(GifFavouritesDTO.self)

            #expect(list.items.map(\.id) == ["aaa1", upload.id, "ccc3", "bbb2"])
            #expect(list.items[1].title == "올린 짤" && list.items[1].gif?.previewURL.contains("/anim240/") == true)
            #expect(list.limit == 1_000)
        }
    }

    @Test func favouritesBelongToOneProfileAndNeedOne() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("내짤")
            try await browser.sendJSON(.POST, "/api/v1/gifs/favourites", #"{"kind":"giphy","id":"abc123"}"#)
            let stranger = TestBrowser(app)
            let anonymous = try await stranger.get("/api/v1/gifs/favourites")
            let anonymousPage = try await stranger.get("/gifs/favourites")
            try await stranger.onboard("남의짤")

            let theirs = try await Self.favourites(stranger)
            try await stranger.sendJSON(.DELETE, "/api/v1/gifs/favourites/giphy/abc123", "")
            let mine = try await Self.favourites(browser)

            #expect(anonymous.status == .unauthorized)
            #expect(
                anonymousPage.status == .seeOther
                    && anonymousPage.headers.first(name: .location)?.hasPrefix("/welcome") == true)
            #expect(theirs.isEmpty)
            #expect(mine == ["giphy:abc123"])
        }
    }

    @Test(arguments: [
        (#"{"kind":"giphy","id":"../etc"}"#, HTTPStatus.badRequest),
        (#"{"kind":"giphy","id":""}"#, .badRequest),
        (#"{"kind":"tenor","id":"abc"}"#, .badRequest),
        (#"{"kind":"upload","id":"6f1c8a8e-0000-4000-8000-000000000000"}"#, .notFound),
        (#"{"kind":"upload","id":"not-a-uuid"}"#, .badRequest),
    ])
    func badFavouritesAreRefusedWithClearErrors(json: String, status: HTTPStatus) async throws {
        try await withEncore { _, browser in
            try await browser.onboard("실수짤")

            let response = try await browser.sendJSON(.POST, "/api/v1/gifs/favourites", json)

            #expect(response.status == status)
            #expect(response.body.string.contains("\"error\""))
            #expect(try await Self.favourites(browser).isEmpty)
        }
    }

    @Test func theThousandAndFirstFavouriteIsRefused() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("천개")
            let profileID = try #require(try await Profile.query(on: app.db).first()?.id)
            let rows = (0..<GifFavouriteService.limit).map {
                GifFavourite(
                    profileID: profileID, kind: .giphy, itemID: "g\($0)", title: "",
                    at: Date(timeIntervalSince1970: Double($0)))
            }
            try await rows.create(on: app.db)

            let full = try await browser.sendJSON(.POST, "/api/v1/gifs/favourites", #"{"kind":"giphy","id":"onemore"}"#)
            let again = try await browser.sendJSON(.POST, "/api/v1/gifs/favourites", #"{"kind":"giphy","id":"g5"}"#)
            let list = try await Self.favourites(browser)

            #expect(full.status == .conflict && full.body.string.contains("1000개까지"))
            #expect(again.status == .created)
            #expect(list.count == 1_000 && list.first == "giphy:g5")
        }
    }

    @Test func theStarFormWorksWithoutJavaScript() async throws {
        try await withEncore { _, browser in
            try await browser.onboard("폼짤")
            let gif = try await browser.uploadedGif("폼으로 별")

            let added = try await browser.postForm(
                "/gifs/favourites", ["kind": "upload", "id": gif.id, "action": "add", "next": gif.page])
            let page = try await browser.get(gif.page)
            let favourites = try await browser.get("/gifs/favourites")
            try await browser.postForm(
                "/gifs/favourites",
                ["kind": "upload", "id": gif.id, "action": "remove", "next": "https://evil.example"])
            let emptied = try await browser.get("/gifs/favourites")

            #expect(added.status == .seeOther && added.headers.first(name: .location) == gif.page)
            #expect(page.body.string.contains("즐겨찾기 해제"))
            #expect(favourites.body.string.contains("폼으로 별") && favourites.body.string.contains("1개"))
            #expect(emptied.body.string.contains("즐겨찾기 한 이미지가 없습니다."))
        }
    }
}
