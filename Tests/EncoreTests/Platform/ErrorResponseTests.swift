import Testing
import VaporTesting

@testable import Encore

@Suite struct ErrorResponseTests {
    struct Boom: Error, CustomStringConvertible {
        var description: String { "secret internal detail at /srv/app/Boom.swift:42" }
    }

    @Test func unknownPagesGetAFriendlyPageInsideTheLayout() async throws {
        try await withEncore { _, browser in
            let response = try await browser.get("/no/such/page")

            #expect(response.status == .notFound)
            #expect(response.headers.contentType == .html)
            #expect(response.body.string.contains("찾는 페이지가 없습니다."))
            #expect(response.body.string.contains("class=\"tabs\""))
        }
    }

    @Test func unknownAPIRoutesGetTheJSONErrorFormat() async throws {
        try await withEncore { _, browser in
            let response = try await browser.get("/api/v1/nothing-here")

            #expect(response.status == .notFound)
            let body = try response.content.decode(APIErrorBody.self)
            #expect(body.error.status == 404)
            #expect(body.error.code == "notFound")
        }
    }

    @Test func serverFaultsNeverShowTheirDetails() async throws {
        try await withEncore { app, browser in
            app.get("boom") { _ -> String in throw Boom() }
            app.get("api", "v1", "boom") { _ -> String in throw Boom() }

            let page = try await browser.get("/boom")
            let api = try await browser.get("/api/v1/boom")

            #expect(page.status == .internalServerError)
            #expect(page.body.string.contains("서버에서 문제가 생겼습니다"))
            #expect(!page.body.string.contains("secret internal detail"))
            #expect(!page.body.string.contains("Boom"))
            #expect(api.status == .internalServerError)
            #expect(!api.body.string.contains("secret internal detail"))
            #expect(try api.content.decode(APIErrorBody.self).error.detail == nil)
            #expect(try api.content.decode(APIErrorBody.self).error.code == "internal")
            // Both were faults nothing named: counted, so a test that meets one by surprise fails.
            #expect(app.encore.coordination.uncodedErrors.drain().count == 2)
        }
    }

    @Test func oversizedBodiesAreRefused() async throws {
        try await withEncore { _, browser in
            let huge = String(repeating: "a", count: 300_000)

            let response = try await browser.postForm("/welcome", ["nickname": huge])

            #expect(response.status == .payloadTooLarge)
            #expect(response.body.string.contains("보낸 내용이 너무 큽니다."))
        }
    }

    @Test func wrongMethodsAndMalformedFormsAreClientErrors() async throws {
        try await withEncore { _, browser in
            try await browser.onboard("형식")

            let missingFields = try await browser.postForm("/settings", ["nickname": "형식"])

            #expect(missingFields.status == .badRequest)
        }
    }

    @Test func englishVisitorsGetEnglishErrors() async throws {
        try await withEncore { _, browser in
            browser.acceptLanguage = "en"

            let response = try await browser.get("/missing")

            #expect(response.body.string.contains("no page here."))
        }
    }
}
