import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// A signed-in request is answered from `SignedInCache`, so every way a session or a profile
/// changes must reach it: each test first makes sure the browser's session is kept, then changes
/// it the way a person does, then checks the very next request.
@Suite struct SignedInCacheTests {
    /// Asks as `browser` until its session is kept: on PostgreSQL the first signed-in request starts
    /// the listener and nothing is kept before it listens, so a second request follows once it does.
    static func kept(_ app: Application, _ browser: TestBrowser) async throws -> SignedInRow {
        let cache = app.encore.caches.signedIn
        let tokenHash = RandomToken.sha256Hex(try #require(browser.sessionToken))
        #expect(try await browser.get("/api/v1/profile").status == .ok)
        if let row = cache.row(for: tokenHash) { return row }
        let listening = await cache.changes.wait(
            until: { cache.generation() != nil }, giveUpAfter: TestSocket.hangGuard)
        #expect(listening, "the sessions' listener never started")
        #expect(try await browser.get("/api/v1/profile").status == .ok)
        return try #require(cache.row(for: tokenHash), "the session was not kept")
    }

    static func profile(_ browser: TestBrowser) async throws -> (status: HTTPStatus, body: String) {
        let response = try await browser.get("/api/v1/profile")
        return (response.status, response.body.string)
    }

    @Test func aSettingsChangeShowsOnTheNextRequest() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("캐시왕")
            _ = try await Self.kept(app, browser)

            try await browser.postForm(
                "/settings", SettingsPageTests.defaults.merging(["nickname": "새이름", "theme": "dark"]) { $1 })
            let after = try await Self.profile(browser)

            #expect(after.body.contains(#""nickname":"새이름""#))
            #expect(after.body.contains(#""theme":"dark""#))
        }
    }

    @Test func aSignedOutCookieNoLongerSignsIn() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("나가기")
            _ = try await Self.kept(app, browser)
            let stolen = TestBrowser(app)
            stolen.cookies = browser.cookies

            try await browser.postForm("/signout", [:])
            let replayed = try await Self.profile(stolen)

            #expect(replayed.status == .unauthorized)
        }
    }

    @Test func aPasswordChangeSignsOutTheOtherBrowsersAtOnce() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("여행자")
            try await browser.postForm("/settings/password", ["password": "correct horse", "confirm": "correct horse"])
            let laptop = TestBrowser(app)
            try await laptop.postForm("/signin", ["nickname": "여행자", "password": "correct horse"])
            _ = try await Self.kept(app, laptop)
            _ = try await Self.kept(app, browser)

            try await browser.postForm(
                "/settings/password",
                ["current": "correct horse", "password": "battery staple", "confirm": "battery staple"])

            #expect(try await Self.profile(laptop).status == .unauthorized)
            #expect(try await Self.profile(browser).status == .ok)
        }
    }

    @Test func aSignInElsewhereIsSeenByTheSignedInProfile() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("여행자")
            try await browser.postForm("/settings/password", ["password": "correct horse", "confirm": "correct horse"])
            let before = try await Self.kept(app, browser)
            let attacker = TestBrowser(app)

            try await attacker.postForm("/signin", ["nickname": "여행자", "password": "guess guess"])
            let tokenHash = RandomToken.sha256Hex(try #require(browser.sessionToken))

            #expect(before.failed_sign_ins == 0)
            #expect(app.encore.caches.signedIn.row(for: tokenHash) == nil)
            #expect(try await Self.kept(app, browser).failed_sign_ins == 1)
        }
    }

    @Test func aRowReadBeforeAChangeIsNotKept() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("경주")
            let row = try await Self.kept(app, browser)
            let cache = SignedInCache(hearsNotices: true)
            let generation = try #require(cache.generation())

            cache.forget(row.id)
            cache.keep(row, for: "token", readAt: generation)

            #expect(cache.row(for: "token") == nil)
            cache.keep(row, for: "token", readAt: try #require(cache.generation()))
            #expect(cache.row(for: "token") != nil)
        }
    }

    @Test func nothingIsKeptWhileNoticesCannotBeHeard() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("귀머거리")
            let row = try await Self.kept(app, browser)
            let cache = SignedInCache(hearsNotices: false)

            #expect(cache.generation() == nil)
            cache.listening(true)
            cache.keep(row, for: "token", readAt: try #require(cache.generation()))
            #expect(cache.row(for: "token") != nil)
            cache.listening(false)
            #expect(cache.row(for: "token") == nil)
            #expect(cache.generation() == nil)
        }
    }
}

/// Two instances on one PostgreSQL: a change on one reaches the other's cache by `NOTIFY`.
@Suite(.enabled(if: TestDatabase.postgresAdminURL != nil, "needs the throwaway PostgreSQL of make test-postgres"))
struct SignedInCacheAcrossInstancesTests {
    /// `browser` signed in on one instance, `there` the same browser on a second one, its session kept
    /// there; `change` is made through `browser`, and once the second instance has heard of a change
    /// (its cache's generation moved), `there` asks once more: that answer is returned.
    static func answerOnTheOtherInstance(after change: (TestBrowser) async throws -> Void) async throws -> (
        status: HTTPStatus, body: String
    ) {
        let database = try await TestDatabase.make()
        defer { Task { await database.drop() } }
        var last: (status: HTTPStatus, body: String) = (.ok, "")
        try await withEncore(database: database) { _, browser in
            try await browser.onboard("둘이서")
            try await withEncore(database: database) { second, _ in
                let there = TestBrowser(second)
                there.cookies = browser.cookies
                _ = try await SignedInCacheTests.kept(second, there)
                let cache = second.encore.caches.signedIn
                let before = cache.generation()

                try await change(browser)
                let heard = await cache.changes.wait(
                    until: { cache.generation() != before }, giveUpAfter: TestSocket.hangGuard)
                #expect(heard, "the other instance never heard of the change")
                last = try await SignedInCacheTests.profile(there)
            }
        }
        return last
    }

    @Test func signingOutOnOneInstanceSignsOutOnTheOther() async throws {
        let last = try await Self.answerOnTheOtherInstance { try await $0.postForm("/signout", [:]) }

        #expect(last.status == .unauthorized)
    }

    @Test func aNicknameChangeOnOneInstanceShowsOnTheOther() async throws {
        let last = try await Self.answerOnTheOtherInstance {
            try await $0.postForm("/settings", SettingsPageTests.defaults.merging(["nickname": "바뀐이름"]) { $1 })
        }

        #expect(last.body.contains(#""nickname":"바뀐이름""#))
    }
}
