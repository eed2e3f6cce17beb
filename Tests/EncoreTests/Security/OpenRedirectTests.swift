import Foundation
import Testing
import VaporTesting

@testable import Encore

/// Browsers strip tabs and newlines from a Location, so `/\t/evil.example` lands on another site.
@Suite struct OpenRedirectTests {
    @Test(arguments: [
        "/%09/evil.example/x", "/%0A/evil.example", "/%0D%0A/evil.example", "/%5C/evil.example",
        "//evil.example", "/%E2%80%8B/evil.example", "https://evil.example", "/%20/evil.example",
    ])
    func welcomeNeverSendsAnyoneToAnotherHost(next: String) async throws {
        try await withEncore { _, browser in
            try await browser.onboard("탐험가")

            let response = try await browser.get("/welcome?next=\(next)")

            #expect(response.status == .seeOther)
            #expect(response.headers.first(name: .location) == "/")
        }
    }

    @Test func aLocalReturnPathStillWorks() async throws {
        try await withEncore { _, browser in
            try await browser.onboard("탐험가")

            let response = try await browser.get("/welcome?next=/quiz?tab=mine")

            #expect(response.headers.first(name: .location) == "/quiz?tab=mine")
        }
    }

    @Test func signInFormsRefuseTheSameTricks() async throws {
        try await withEncore { _, browser in
            let posted = try await browser.postForm("/welcome", ["nickname": "두번째", "next": "/\t/evil.example/x"])

            #expect(posted.headers.first(name: .location) == "/")
            #expect(Links.safeReturn("/\u{2028}/evil.example") == "/" && Links.safeReturn("/\u{FEFF}/x") == "/")
        }
    }
}
