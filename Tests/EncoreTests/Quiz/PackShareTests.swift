import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct PackShareTests {
    @Test func everyPackGetsItsOwnCodeAndLink() async throws {
        try await withEncore { app, browser in
            let first = try await QuizFixtures.makePack(app, browser)
            let second = try await browser.sendJSON(
                .POST, "/api/v1/quiz/packs",
                QuizFixtures.draftJSON(
                    upload: try #require(
                        try await ImageUpload.query(on: app.db).first()?.id), title: "둘째")
            ).content.decode(PackSummary.self)

            let code = try #require(first.shareCode)
            #expect(first.sharePath == "/q/\(code)")
            #expect(second.shareCode != nil && second.shareCode != code)
        }
    }

    @Test func aFreshVisitorPlaysByTheLinkAsAGuestWithoutSeeingAnswers() async throws {
        try await withEncore { app, browser in
            let pack = try await QuizFixtures.makePack(app, browser)
            let code = try #require(pack.shareCode)
            let visitor = TestBrowser(app)

            let page = try await visitor.get("/q/\(code)")
            let lowerCase = try await visitor.get("/q/\(code.lowercased())")
            let started = try await visitor.postForm("/q/\(code)/play", [:])
            let playPath = try #require(started.headers.first(name: .location))
            let playPage = try await visitor.get(playPath)
            let guest = try await visitor.get("/api/v1/profile").content.decode(ProfileDTO.self)

            #expect(page.status == .ok && page.body.string.contains("주말 영화") && page.body.string.contains(code))
            #expect(
                !page.body.string.contains("괴물") && !page.body.string.contains("기생충")
                    && !page.body.string.contains("/u-"))
            #expect(lowerCase.status == .movedPermanently && lowerCase.headers.first(name: .location) == "/q/\(code)")
            #expect(started.status == .seeOther && playPath.hasPrefix("/quiz/plays/"))
            #expect(playPage.status == .ok)
            #expect(guest.nickname.hasPrefix("손님"))
        }
    }

    @Test func someoneWithAProfilePlaysAsThemselves() async throws {
        try await withEncore { app, browser in
            let pack = try await QuizFixtures.makePack(app, browser)
            let player = TestBrowser(app)
            try await player.onboard("친구")

            let started = try await player.postForm("/q/\(pack.shareCode ?? "")/play", [:])
            let me = try await player.get("/api/v1/profile").content.decode(ProfileDTO.self)
            let guests = try await Profile.query(on: app.db).filter(\.$nickname =~ "손님").count()

            #expect(started.status == .seeOther)
            #expect(me.nickname == "친구" && guests == 0)
        }
    }

    @Test(arguments: ["/q/ZZZZZZ", "/q/0OIL1Z", "/q/too-long-code"])
    func unknownCodesGetAFriendlyNotFound(path: String) async throws {
        try await withEncore { _, browser in
            let response = try await browser.get(path)

            #expect(response.status == .notFound)
            #expect(response.body.string.contains("이 코드의 퀴즈를 찾을 수 없습니다"))
        }
    }

    @Test func packsMadeBeforeCodesExistedGetOneOnMigration() async throws {
        try await withEncore { app, browser in
            let pack = try await QuizFixtures.makePack(app, browser)
            // On one connection: an in-memory SQLite database's other connections may see the old schema.
            try await app.db.transaction { database in
                try await AddPackShareCodes().revert(on: database)
                try await AddPackShareCodes().prepare(on: database)
            }

            let code = try #require(try await QuizPack.find(pack.id, on: app.db)?.shareCode)
            #expect(code == ShareCode.make(sequence: 1))
        }
    }
}

@Suite struct GuestLimitTests {
    @Test func guestsAreNumberedAndOneNetworkCannotMakeThemWithoutEnd() async throws {
        try await withEncore { app, browser in
            let pack = try await QuizFixtures.makePack(app, browser)
            var statuses: [HTTPStatus] = []
            var names: [String] = []
            let limit = RateLimit.guestsPerAddress.limit
            for _ in 0...limit {
                let visitor = TestBrowser(app)
                statuses.append(try await visitor.postForm("/q/\(pack.shareCode ?? "")/play", [:]).status)
                if statuses.last == .seeOther {
                    names.append(try await visitor.get("/api/v1/profile").content.decode(ProfileDTO.self).nickname)
                }
            }

            #expect(statuses.prefix(limit).allSatisfy { $0 == .seeOther } && statuses.last == .tooManyRequests)
            #expect(names.prefix(3) == ["손님1", "손님2", "손님3"] && Set(names).count == limit)
        }
    }
}
