import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct PackPagingTests {
    /// `count` packs by one maker, the newest last (no questions: the list shows them all the same).
    static func makePacks(_ app: Application, _ browser: TestBrowser, count: Int) async throws {
        try await browser.onboard("다작왕")
        let maker = try #require(try await Profile.query(on: app.db).filter(\.$nickname == "다작왕").first())
        let start = app.encore.clock.now().addingTimeInterval(-Double(count) * 60)
        for number in 1...count {
            let pack = QuizPack(
                title: "팩 \(number)번", level: .beginner, makerID: try maker.requireID(),
                createdAt: start.addingTimeInterval(Double(number) * 60))
            pack.shareCode = ShareCode.random()
            try await pack.create(on: app.db)
        }
    }

    static func positions(_ html: String) -> [String] {
        html.matches(of: #/data-pack-position>([^<]+)</#).map { String($0.output.1) }
    }

    @Test func thePacksPastTheFiftiethAreOnTheNextPages() async throws {
        try await withEncore { app, browser in
            try await Self.makePacks(app, browser, count: 60)
            let total = 60 + app.encore.data.quizStarters.starters.chosungPacks.count

            let first = try await browser.get("/quiz").body.string
            let second = try await browser.get("/quiz?page=2").body.string

            #expect(Self.positions(first) == (1...50).map { "\($0) / \(total)" })
            #expect(Self.positions(second) == (51...total).map { "\($0) / \(total)" })
            #expect(first.contains("팩 60번") && first.contains("팩 11번") && !first.contains("팩 10번"))
            #expect(second.contains("팩 10번") && second.contains("팩 1번") && second.contains("초성 퀴즈: 한국 흥행 영화"))
            #expect(first.contains(#/rel="next"\s+href="/quiz\?page=2"/#) && !first.contains("rel=\"prev\""))
            #expect(second.contains(#/rel="prev"\s+href="/quiz"/#) && !second.contains("rel=\"next\""))
            #expect(first.contains("1 / 2 페이지") && second.contains("2 / 2 페이지"))
            #expect(second.contains("data-first=\"51\"") && second.contains("data-total=\"\(total)\""))
        }
    }

    @Test func theAPIPagesTheSameWayAndEveryPackIsOnExactlyOnePage() async throws {
        try await withEncore { app, browser in
            try await Self.makePacks(app, browser, count: 60)

            let pages = try await [1, 2, 3].asyncMap {
                try await browser.get("/api/v1/quiz/packs?page=\($0)").content.decode([PackSummary].self)
            }
            let unpaged = try await browser.get("/api/v1/quiz/packs").content.decode([PackSummary].self)
            // The starter packs are there since the first listing.
            let listed = try await QuizPack.query(on: app.db).filter(\.$origin != .drawn).count()

            #expect(pages.map(\.count) == [50, listed - 50, 0])
            #expect(unpaged.map(\.id) == pages[0].map(\.id))
            #expect(Set(pages.flatMap { $0.map(\.id) }).count == listed)
            #expect(pages[0].first?.title == "팩 60번" && pages[1].first?.title == "팩 10번")
        }
    }

    @Test func aPagePastTheEndLeadsToTheLastAndABadNumberIsRefused() async throws {
        try await withEncore { app, browser in
            try await Self.makePacks(app, browser, count: 60)

            let past = try await browser.get("/quiz?page=7")
            let onlyOne = try await TestBrowser(app).get("/quiz?page=1")
            let zero = try await browser.get("/quiz?page=0")
            let apiWord = try await browser.get("/api/v1/quiz/packs?page=two")

            #expect(past.status == .seeOther && past.headers.first(name: .location) == "/quiz?page=2")
            #expect(onlyOne.status == .ok)
            #expect(zero.status == .unprocessableEntity && apiWord.status == .unprocessableEntity)
        }
    }

    @Test func aShortListHasNoPageLinks() async throws {
        try await withEncore { _, browser in
            let html = try await browser.get("/quiz").body.string

            #expect(!html.contains("rel=\"next\"") && !html.contains("class=\"pack-pages\""))
        }
    }
}

extension Sequence {
    fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var results: [T] = []
        for element in self { results.append(try await transform(element)) }
        return results
    }
}
