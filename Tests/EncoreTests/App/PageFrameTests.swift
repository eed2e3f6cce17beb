import Foundation
import Testing
import VaporTesting

@testable import Encore

/// The layout is rendered once and kept (`PageFrame`); what differs between visitors is written into
/// it per visit. These check that no visitor ever sees another's values through the kept frame.
@Suite struct PageFrameTests {
    @Test func eachVisitorSeesOnlyTheirOwnTokenAndBadgeInTheSameFrame() async throws {
        try await withEncore { app, first in
            let second = TestBrowser(app)
            let guest = TestBrowser(app)
            try await first.onboard("첫째")
            try await second.onboard("둘째")

            let pages = [
                try await first.get("/quiz").body.string, try await second.get("/quiz").body.string,
                try await guest.get("/quiz").body.string,
            ]

            let tokens = [first, second, guest].map { $0.csrfToken ?? "" }
            #expect(Set(tokens).count == 3 && !tokens.contains(""))
            for (index, page) in pages.enumerated() {
                #expect(page.contains(#"<meta name="csrf-token" content="\#(tokens[index])">"#))
                for (other, token) in tokens.enumerated() where other != index {
                    #expect(!page.contains(token))
                }
            }
            #expect(pages[0].contains("<span>첫째</span>") && !pages[0].contains("둘째"))
            #expect(pages[1].contains("<span>둘째</span>") && !pages[1].contains("첫째"))
            // The body is kept too (`Request.page(_:key:…)`): its forms carry each visit's own token.
            for (index, page) in pages.enumerated() {
                #expect(page.contains(#"<input type="hidden" name="_csrf" value="\#(tokens[index])">"#))
            }
            #expect(pages[2].contains(#"class="profile-pill signin-link""#))
            #expect(!pages[2].contains("첫째") && !pages[2].contains("둘째"))
            for page in pages {
                #expect(page.hasPrefix("<!doctype html>") && page.contains(#"<section class="quiz-home">"#))
                #expect(!page.unicodeScalars.contains("\u{E000}"))
            }
        }
    }

    @Test func aKeptGroupPageCarriesEachVisitorsOwnTokenAndStar() async throws {
        try await withEncore { app, fan in
            let other = TestBrowser(app)
            try await fan.onboard("별팬")
            try await other.onboard("다른팬")
            _ = try await other.get("/idols/groups/twice")  // kept unstarred first
            let added = try await fan.sendJSON(.POST, "/api/v1/idols/favourites", #"{"kind":"group","id":"twice"}"#)
            #expect(added.status == .created, "\(added.body.string)")
            let token = try #require(fan.csrfToken)

            let starred = try await fan.get("/idols/groups/twice").body.string
            let plain = try await other.get("/idols/groups/twice").body.string

            #expect(starred.contains(#"name="_csrf" value="\#(token)""#))
            #expect(plain.contains(#"name="_csrf" value="\#(try #require(other.csrfToken))""#))
            #expect(!plain.contains(token))
            #expect(starred.contains(#"aria-pressed="true""#))
            #expect(plain.contains(#"aria-pressed="false""#))
        }
    }

    @Test func aTitleWithMarkupOrPrivateUseCharactersIsPrintedAsWritten() async throws {
        try await withEncore { app, maker in
            let title = "<b>별&\u{E000}body\u{E001}</b>"
            let pack = try await QuizFixtures.makePack(app, maker, title: title)
            let guest = TestBrowser(app)

            let page = try await guest.get(try #require(pack.sharePath)).body.string

            #expect(page.contains("<title>&lt;b&gt;별&amp;\u{E000}body\u{E001}&lt;/b&gt; · Encore</title>"))
            #expect(page.components(separatedBy: #"<main id="main""#).count == 2)
            #expect(page.contains(#"<meta name="csrf-token" content="\#(try #require(guest.csrfToken))">"#))
        }
    }

    @Test func aSharedPagesAddressIsEachVisitsOwnAndMakesNoKeptLayoutOfItsOwn() async throws {
        try await withEncore { app, visitor in
            _ = try await visitor.get("/idols/groups/twice")
            let kept = app.encore.caches.fragments.count

            var pages: [String] = []
            for visit in 0..<4 {
                let page = try await visitor.get(
                    "/idols/groups/twice?utm_source=\(visit)&ref=a", headers: ["Host": "site\(visit).example"])
                pages.append(page.body.string)
            }

            #expect(app.encore.caches.fragments.count == kept)
            for (visit, page) in pages.enumerated() {
                let address = "http://site\(visit).example/idols/groups/twice?utm_source=\(visit)&amp;ref=a"
                #expect(page.contains(#"<meta property="og:url" content="\#(address)">"#))
                #expect(page.contains(#"<meta property="og:image" content="http://site\#(visit).example/og/card.jpg?"#))
                // og:url, og:image and twitter:image, nowhere else.
                #expect(page.components(separatedBy: "site\(visit).example").count == 4)
            }
        }
    }
}
