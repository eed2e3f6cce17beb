import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct GifLibraryTests {
    static func library(_ browser: TestBrowser, _ query: String = "", owner: String? = nil) async throws -> [String] {
        var path = "/api/v1/gifs/mine?q=" + (query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        if let owner { path += "&owner=\(owner)" }
        return try await browser.get(path).content.decode(UploadedGifPageDTO.self).items.map(\.title)
    }

    @Test func anUploadIsStoredWithItsTitleTagsAndAnimatedRenditions() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("움짤장인")

            let response = try await browser.uploadGif(
                try TestImages.gif(width: 64, height: 48, frames: 4), title: "춤추는 고양이", tags: "cat, #dance")
            let gif = try response.content.decode(UploadedGifDTO.self)
            let preview = try await browser.get(gif.previewURL)
            let page = try await browser.get(gif.page)

            #expect(response.status == .created)
            #expect(gif.tags == ["cat", "dance"])
            #expect(gif.frames == 4 && gif.width == 64 && gif.isMine && gif.uploader == "움짤장인")
            #expect(gif.previewURL.contains("/anim240/") && gif.url.contains("/anim480/"))
            #expect(preview.status == .ok)
            #expect(preview.headers.contentType?.subType == "gif" || preview.headers.contentType?.subType == "webp")
            #expect(page.status == .ok && page.body.string.contains("춤추는 고양이"))
        }
    }

    @Test func onlyGifsAreAcceptedAndBadFormsSayWhy() async throws {
        try await withEncore { _, browser in
            let anonymous = try await browser.uploadGif(try TestImages.gif(width: 8, height: 8, frames: 2), title: "x")
            try await browser.onboard("실수")

            let png = try await browser.uploadGif(TestImages.png(width: 20, height: 20), title: "정지 화면")
            let untitled = try await browser.uploadGif(try TestImages.gif(width: 8, height: 8, frames: 2), title: nil)
            let listed = try await Self.library(browser)

            #expect(anonymous.status == .unauthorized)
            #expect(png.status == .unprocessableEntity && png.body.string.contains("GIF 파일만"))
            #expect(untitled.status == .unprocessableEntity && untitled.body.string.contains("\"field\":\"title\""))
            #expect(listed.isEmpty)
        }
    }

    /// On SQLite through the FTS5 index and LIKE; on PostgreSQL (`make test-postgres`) through LIKE.
    @Test func searchFindsTitlesAndTagsInKoreanInitialsAndEnglish() async throws {
        try await withEncore { _, browser in
            try await browser.onboard("검색왕")
            try await browser.uploadedGif("춤추는 고양이", tags: "cat, dance")
            try await browser.uploadedGif("Happy Birthday", tags: "생일, 축하")
            try await browser.uploadedGif("놀란 강아지", tags: "dog")

            #expect(try await Self.library(browser, "고양이") == ["춤추는 고양이"])
            #expect(try await Self.library(browser, "ㅊㅊ") == ["춤추는 고양이"])
            #expect(try await Self.library(browser, "dance") == ["춤추는 고양이"])
            #expect(try await Self.library(browser, "birthday") == ["Happy Birthday"])
            #expect(try await Self.library(browser, "축하") == ["Happy Birthday"])
            #expect(try await Self.library(browser, "강") == ["놀란 강아지"])
            #expect(try await Self.library(browser, "고래").isEmpty)
            #expect(try await Self.library(browser) == ["놀란 강아지", "Happy Birthday", "춤추는 고양이"])
        }
    }

    @Test func onlyTheOwnerDeletesAndDeletingLeavesEveryonesFavourites() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("주인")
            let gif = try await browser.uploadedGif("내 움짤")
            let stranger = TestBrowser(app)
            try await stranger.onboard("손님")
            try await stranger.sendJSON(.POST, "/api/v1/gifs/favourites", #"{"kind":"upload","id":"\#(gif.id)"}"#)

            let theirs = try await stranger.sendJSON(.DELETE, "/api/v1/gifs/mine/\(gif.id)", "")
            let onlyMineForStranger = try await Self.library(stranger, owner: "me")
            let mine = try await browser.sendJSON(.DELETE, "/api/v1/gifs/mine/\(gif.id)", "")
            let again = try await browser.sendJSON(.DELETE, "/api/v1/gifs/mine/\(gif.id)", "")
            let favourites = try await stranger.get("/api/v1/gifs/favourites").content.decode(GifFavouritesDTO.self)

            #expect(theirs.status == .forbidden)
            #expect(onlyMineForStranger.isEmpty)
            #expect(mine.status == .noContent)
            #expect(again.status == .notFound)
            #expect(favourites.items.isEmpty)
            #expect(try await Self.library(browser, "움짤").isEmpty)
        }
    }

    @Test func theLibraryPagesThroughOnlyMineAndTheUploadFormReshowsErrors() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("페이지")
            try await browser.uploadedGif("하나")
            let other = TestBrowser(app)
            try await other.onboard("다른사람")
            try await other.uploadedGif("둘")

            let everyone = try await browser.get("/gifs/mine")
            let mine = try await browser.get("/gifs/mine?owner=me")
            let refused = try await browser.uploadGif(
                TestImages.png(width: 10, height: 10), title: "틀린 파일", path: "/gifs/mine")
            let accepted = try await browser.uploadGif(
                try TestImages.gif(width: 10, height: 10, frames: 2), title: "맞는 파일", path: "/gifs/mine")

            #expect(everyone.body.string.contains("하나") && everyone.body.string.contains("둘"))
            #expect(mine.body.string.contains("하나") && !mine.body.string.contains(">둘<"))
            #expect(refused.status == .unprocessableEntity)
            #expect(
                refused.body.string.contains("GIF 파일만 올릴 수 있습니다.") && refused.body.string.contains("value=\"틀린 파일\""))
            #expect(
                accepted.status == .seeOther && (accepted.headers.first(name: .location) ?? "").hasPrefix("/gifs/mine/")
            )
        }
    }
}
