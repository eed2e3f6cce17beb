import Fluent
import Foundation
import SQLKit
import Testing
import VaporTesting

@testable import Encore

/// #52.11: one profile made 382 packs and started 1,281 plays in 8 seconds, and 60 profiles an
/// hour from one address multiplied the upload quota. Packs, play starts and uploaded bytes now
/// count per profile and per address (IPv4, or IPv6 /64) in an hour.
@Suite struct HourlyAllowanceTests {
    static let chosungPack =
        #"{"title":"한도","level":"beginner","kind":"chosung","questions":[{"title":"괴물","poster":{},"areas":[]}]}"#

    @Test func oneProfileMakesThirtyPacksAndStartsOneHundredTwentyPlaysAnHour() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("한도왕")

            var made: [HTTPStatus] = []
            for _ in 1...(RateLimit.packsPerProfile.limit + 1) {
                made.append(try await browser.sendJSON(.POST, "/api/v1/quiz/packs", Self.chosungPack).status)
            }
            let pack = try #require(try await QuizPack.query(on: app.db).filter(\.$title == "한도").first()?.id)
            var started: [HTTPStatus] = []
            for _ in 1...(RateLimit.playsPerProfile.limit + 1) {
                started.append(try await browser.sendJSON(.POST, "/api/v1/quiz/packs/\(pack)/plays", "{}").status)
            }

            #expect(made.dropLast().allSatisfy { $0 == .created } && made.last == .tooManyRequests)
            #expect(started.dropLast().allSatisfy { $0 == .created } && started.last == .tooManyRequests)
            #expect(try await QuizPack.query(on: app.db).filter(\.$title == "한도").count() == 30)
            #expect(try await QuizPlay.query(on: app.db).count() == RateLimit.playsPerProfile.limit)
        }
    }

    @Test func anAddressAllowanceCountsEveryProfileOnItsNetwork() async throws {
        try await withEncore { app, browser in
            browser.address = "2001:db8:9:1::1"
            try await browser.onboard("첫째")
            let picture = TestImages.png(width: 40, height: 60)
            #expect(try await browser.sendJSON(.POST, "/api/v1/quiz/packs", Self.chosungPack).status == .created)
            let pack = try #require(try await QuizPack.query(on: app.db).filter(\.$title == "한도").first()?.id)
            #expect(try await browser.sendJSON(.POST, "/api/v1/quiz/packs/\(pack)/plays", "{}").status == .created)
            #expect(try await browser.upload(picture).status == .created)
            // The address has used up its hour, as 150 packs, 1,200 plays and 240 MiB would.
            for rule in [RateLimit.packsPerAddress, .playsPerAddress, .uploadKiBPerAddress] {
                try await app.database.sql.raw(
                    "UPDATE rate_limit_windows SET hits = \(bind: rule.limit) WHERE bucket LIKE \(bind: rule.name + ":%")"
                ).run()
            }
            let neighbour = TestBrowser(app)
            neighbour.address = "2001:db8:9:1::2"  // another address of the same /64
            try await neighbour.onboard("둘째")
            let stranger = TestBrowser(app)
            stranger.address = "198.51.100.7"
            try await stranger.onboard("셋째")

            let neighbourPack = try await neighbour.sendJSON(.POST, "/api/v1/quiz/packs", Self.chosungPack)
            let neighbourPlay = try await neighbour.sendJSON(.POST, "/api/v1/quiz/packs/\(pack)/plays", "{}")
            let neighbourUpload = try await neighbour.upload(TestImages.png(width: 41, height: 60))
            let strangerPack = try await stranger.sendJSON(.POST, "/api/v1/quiz/packs", Self.chosungPack)
            let strangerPlay = try await stranger.sendJSON(.POST, "/api/v1/quiz/packs/\(pack)/plays", "{}")
            let strangerUpload = try await stranger.upload(TestImages.png(width: 42, height: 60))

            #expect(neighbourPack.status == .tooManyRequests && neighbourPack.headers.first(name: "Retry-After") != nil)
            #expect(neighbourPlay.status == .tooManyRequests)
            #expect(neighbourUpload.status == .tooManyRequests)
            #expect(
                [strangerPack.status, strangerPlay.status, strangerUpload.status] == [.created, .created, .created])
            #expect(try await QuizPack.query(on: app.db).filter(\.$title == "한도").count() == 2)
        }
    }
}
