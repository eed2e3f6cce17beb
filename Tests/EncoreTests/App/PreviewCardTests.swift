import Foundation
import Testing
import VaporTesting

@testable import Encore

/// #30: shareable pages carry OpenGraph and Twitter card tags, and their card is an image the server
/// draws at 1200×630: only for cards this site signed, never with an answer on it.
@Suite struct PreviewCardTests {
    /// The page's `og:image` (and that the other tags are there), fetched and decoded.
    private func card(of html: String, _ browser: TestBrowser) async throws -> (query: String, width: Int, height: Int)
    {
        for tag in ["og:title", "og:description", "og:url", "og:image:width\" content=\"1200", "twitter:card"] {
            #expect(html.contains(tag), "\(tag) missing")
        }
        let start = try #require(html.range(of: #"<meta property="og:image" content=""#))
        let rest = html[start.upperBound...]
        let url = String(rest[..<(try #require(rest.firstIndex(of: "\"")))]).replacingOccurrences(
            of: "&amp;", with: "&")
        let path = try #require(url.range(of: "/og/card.jpg")).lowerBound
        let response = try await browser.get(String(url[path...]))
        #expect(response.status == .ok && response.headers.contentType == .jpeg)
        let image = try Vips.open(Data(buffer: response.body), allFrames: false)
        return (String(url[path...]), image.width, image.height)
    }

    @Test func sharedPacksRoomsGroupsAndMembersHaveCardsOfTheRightSize() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let pack = try await QuizPack.find(
                try #require(try await room.rooms.room(room.opened.id).$pack.id), on: app.db)
            let code = try #require(pack?.shareCode)

            for path in [
                "/q/\(code)", "/join/\(room.opened.pin)", "/idols/groups/twice", "/idols/members/im-nayeon-1995",
            ] {
                let page = try await browser.get(path)
                let (query, width, height) = try await card(of: page.body.string, browser)

                #expect(page.status == .ok, "\(path)")
                #expect(width == 1200 && height == 630, "\(path)")
                // The pack's questions (괴물, 기생충) are nowhere on a card.
                #expect(!query.contains("%EA%B4%B4%EB%AC%BC") && !query.removingPercentEncoding!.contains("괴물"))
            }
        }
    }

    @Test func moviesAndChartsHaveCardsToo() async throws {
        try await withEncore { app, browser in
            _ = try await MovieDetailTests.archiveRun(app)

            for path in ["/boxoffice/movies/20199882", "/boxoffice/daily?date=2026-11-12"] {
                let page = try await browser.get(path)
                let (_, width, height) = try await card(of: page.body.string, browser)

                #expect(page.status == .ok && width == 1200 && height == 630, "\(path)")
            }
        }
    }

    @Test func onlyCardsThisSiteSignedAreDrawn() async throws {
        try await withEncore { app, browser in
            let key = PreviewCardController.key(app.encore.secret)
            let path = PreviewCard(title: "우리 방", subtitle: "PIN 123456", badge: "123456", qr: "http://x/join/123456")
                .path(signedWith: key)

            let signed = try await browser.get(path)
            let forged = try await browser.get(path.replacingOccurrences(of: "t=%EC%9A%B0", with: "t=%EB%82%98"))
            let unsigned = try await browser.get("/og/card.jpg?t=x&s=y&b=z")

            #expect(signed.status == .ok)
            #expect(forged.status == .notFound && unsigned.status == .notFound)
        }
    }

    @Test func longTitlesKeepToTwoLines() {
        let lines = PreviewCard.wrapped(
            "아주 아주 긴 제목 아주 아주 긴 제목 아주 아주 긴 제목 아주 아주 긴 제목", width: 680, fontSize: 76, lines: 2)

        #expect(lines.count == 2 && lines[1].hasSuffix("…"))
    }
}
