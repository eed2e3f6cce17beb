import Testing
import VaporTesting

@testable import Encore

/// What schemathesis found the API doing against its OpenAPI document, each pinned down here.
@Suite struct APIContractTests {
    @Test(arguments: ["null", "0", "-3", "1001", "2.5"])
    func aPageThatIsNotAWholeNumberInRangeIs422(page: String) async throws {
        try await withEncore { _, browser in
            let gifs = try await browser.get("/api/v1/gifs/mine?page=\(page)")
            let movies = try await browser.get("/api/v1/quiz/movies?query=abc&page=\(page)")

            #expect(gifs.status == .unprocessableEntity)
            #expect(movies.status == .unprocessableEntity)
            #expect(try gifs.content.decode(APIErrorBody.self).error.field == "page")
        }
    }

    @Test func anOwnerOtherThanMeIs422() async throws {
        try await withEncore { _, browser in
            let response = try await browser.get("/api/v1/gifs/mine?owner=null")

            #expect(response.status == .unprocessableEntity)
        }
    }

    @Test func aCalendarDayKOBISCannotHaveIs404AndAMalformedDateIs422() async throws {
        try await withEncore { _, browser in
            let ancient = try await browser.get("/api/v1/boxoffice/charts/daily?date=1124-11-21")
            let yearZero = try await browser.get("/api/v1/boxoffice/charts/daily?date=0000-02-29")
            let malformed = try await browser.get("/api/v1/boxoffice/charts/daily?date=2023-02-30")

            #expect(ancient.status == .notFound)
            #expect(yearZero.status == .notFound)
            #expect(malformed.status == .unprocessableEntity)
        }
    }

    @Test func aTakenNicknameIsAConflictInTheAPI() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("먼저온")
            let other = TestBrowser(app)

            let created = try await other.sendJSON(.POST, "/api/v1/profile", #"{"nickname": "먼저온"}"#)

            #expect(created.status == .conflict)
            #expect(try created.content.decode(APIErrorBody.self).error.field == "nickname")
        }
    }

    @Test func aSearchQueryIsCountedInCodePointsAsTheDocumentSays() async throws {
        try await withEncore { _, browser in
            // 60 letters each with one combining mark: 60 characters, 120 code points.
            let zalgo = String(repeating: "e\u{0301}", count: 60).addingPercentEncoding(
                withAllowedCharacters: .alphanumerics)!

            let response = try await browser.get("/api/v1/idols/search?q=\(zalgo)")

            #expect(response.status == .badRequest)
        }
    }
}
