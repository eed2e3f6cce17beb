import Testing
import VaporTesting

@testable import Encore

@Suite struct ResponseHeaderTests {
    @Test(arguments: ["/", "/welcome", "/nowhere", "/api/v1/profile", "/css/app.css", "/healthz"])
    func everyResponseCarriesTheSecurityHeaders(path: String) async throws {
        try await withEncore { _, browser in
            let response = try await browser.get(path)

            let csp = try #require(response.headers.first(name: "Content-Security-Policy"))
            #expect(csp.contains("script-src 'self'"))
            #expect(!csp.contains("unsafe-inline"))
            #expect(!csp.contains("unsafe-eval"))
            #expect(csp.contains("frame-ancestors 'none'"))
            #expect(response.headers.first(name: "X-Content-Type-Options") == "nosniff")
            #expect(response.headers.first(name: "Referrer-Policy") == "strict-origin-when-cross-origin")
            #expect(response.headers.first(name: "X-Frame-Options") == "DENY")
        }
    }

    @Test func templatesHaveNoInlineScript() throws {
        let views = try ViewFiles.all()
        for (name, text) in views {
            #expect(!text.contains("<script>"), "inline script in \(name)")
            #expect(!text.contains(" onclick="), "inline handler in \(name)")
            #expect(!text.contains("#unsafeHTML"), "raw HTML in \(name)")
        }
    }

    @Test func staticFilesAreCachedButTheServiceWorkerIsRevalidated() async throws {
        try await withEncore { _, browser in
            let css = try await browser.get("/css/app.css")
            let worker = try await browser.get("/sw.js")

            #expect(css.headers.first(name: .cacheControl) == "public, max-age=3600")
            #expect(css.headers.first(name: .eTag) != nil)
            #expect(worker.headers.first(name: .cacheControl) == "no-cache")
        }
    }

    @Test func personalPagesAreNotStoredBySharedCaches() async throws {
        try await withEncore { _, browser in
            let response = try await browser.get("/")

            #expect(response.headers.first(name: .cacheControl) == "private, no-cache")
        }
    }
}
