import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct SessionTests {
    @Test func onlyAHashOfTheTokenIsStored() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("세션")
            let token = try #require(browser.sessionToken)

            let stored = try #require(try await ProfileSession.query(on: app.db).first())

            #expect(stored.tokenHash != token)
            #expect(stored.tokenHash == RandomToken.sha256Hex(token))
        }
    }

    @Test func sessionCookieIsHttpOnlyAndLax() async throws {
        try await withEncore { _, browser in
            try await browser.get("/")

            let response = try await browser.postForm("/welcome", ["nickname": "쿠키"])

            let cookie = try #require(response.headers.setCookie?[SessionStore.cookieName])
            #expect(cookie.isHTTPOnly)
            #expect(cookie.sameSite == .lax)
            #expect(!cookie.isSecure)
        }
    }

    @Test func cookiesAreSecureBehindATrustedHTTPSProxy() async throws {
        let response = try await servedGet(
            "/", ["ENCORE_TRUSTED_PROXIES": "127.0.0.0/8,::1"], headers: ["X-Forwarded-Proto": "https"])

        #expect(response.headers.setCookie?[CSRFMiddleware.cookieName]?.isSecure == true)
        #expect(response.headers.first(name: "Strict-Transport-Security") != nil)
    }

    @Test func anyoneElsesForwardedProtoIsIgnored() async throws {
        let response = try await servedGet("/", headers: ["X-Forwarded-Proto": "https"])

        #expect(response.headers.setCookie?[CSRFMiddleware.cookieName]?.isSecure == false)
        #expect(response.headers.first(name: "Strict-Transport-Security") == nil)
    }

    @Test func expiredSessionsNoLongerSignIn() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("만료")
            let session = try #require(try await ProfileSession.query(on: app.db).first())
            session.expiresAt = Date(timeIntervalSince1970: 0)
            try await session.save(on: app.db)

            let response = try await browser.get("/api/v1/profile")

            #expect(response.status == .unauthorized)
            #expect(browser.sessionToken == nil)
            #expect(try await ProfileSession.query(on: app.db).count() == 0)
        }
    }

    @Test func aSessionInUseSlidesItsExpiryOnceADay() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("미끄럼")
            let session = try #require(try await ProfileSession.query(on: app.db).first())
            let stale = session.lastSeenAt.addingTimeInterval(-2 * SessionStore.refreshAfter)
            session.lastSeenAt = stale
            session.expiresAt = stale.addingTimeInterval(SessionStore.lifetime)
            try await session.save(on: app.db)

            let response = try await browser.get("/api/v1/profile")

            #expect(response.status == .ok)
            let refreshed = try #require(try await ProfileSession.query(on: app.db).first())
            #expect(refreshed.lastSeenAt > stale.addingTimeInterval(SessionStore.refreshAfter))
            #expect(refreshed.expiresAt == refreshed.lastSeenAt.addingTimeInterval(SessionStore.lifetime))
        }
    }

    @Test func twoAppInstancesShareSessionsThroughTheDatabase() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("shared-\(UUID()).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let database = try await TestDatabase.shared(file: file)
        var cookie = ""
        try await withEncore(database: database) { _, browser in
            try await browser.onboard("둘이서")
            cookie = "encore_session=\(try #require(browser.sessionToken))"
        }

        try await withEncore(database: database) { _, browser in
            let response = try await browser.get("/api/v1/profile", headers: ["Cookie": cookie])

            #expect(response.status == .ok)
            #expect(try response.content.decode(ProfileDTO.self).nickname == "둘이서")
        }
        await database.drop()
    }
}
