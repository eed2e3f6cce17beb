import Foundation
import SQLKit
import Testing
import VaporTesting

@testable import Encore

/// #52.2: every past day's result codes make about 85,000 validly signed daily cards, each ~90 ms to
/// draw in the slots posters and room step images wait for: 64 at once answered 500 for cards
/// (`TransformLimiter.Busy` had no status) and 503 for everyone's pictures. Cards now draw in a slot
/// of their own, are kept on disk, and cost an address allowance only when drawn.
@Suite struct PreviewCardFloodTests {
    static func cardPath(_ browser: TestBrowser, day: Int, row: String) async throws -> String {
        let page = try await browser.get("/quiz/daily/\(day)?r=\(row)")
        return try #require(DailyPageTests.ogImagePath(page.body.string))
    }

    @Test func aFullCardQueueIsA503WithRetryAfterWhilePostersStillDraw() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("카드홍수")
            let uploaded = try await browser.upload(TestImages.png(width: 60, height: 90))
            let hash = try uploaded.content.decode(UploadAPIController.UploadDTO.self).id
            let pipeline = app.encore.images.pipeline
            let limiter = pipeline.cardLimiter
            let (gate, open) = AsyncStream<Void>.makeStream()
            // One card drawing, and as many waiting as the queue takes.
            let holders = (0...limiter.queueLimit).map { _ in
                Task { _ = try? await limiter.withPermit { for await _ in gate { break } } }
            }
            while await limiter.queued < limiter.queueLimit { await Task.yield() }

            let card = try await browser.get(try await Self.cardPath(browser, day: 326, row: "xxo"))
            let poster = try await pipeline.image(.cover(width: 120), of: .upload(hash: hash), as: .jpeg)
            open.finish()
            for holder in holders { await holder.value }
            let afterwards = try await browser.get(try await Self.cardPath(browser, day: 326, row: "xxo"))

            #expect(card.status == .serviceUnavailable && card.headers.first(name: "Retry-After") == "2")
            #expect(!poster.isEmpty)
            #expect(afterwards.status == .ok && afterwards.headers.contentType == .jpeg)
        }
    }

    @Test func drawnCardsCountPerAddressAndKeptOnesAreServedFromDiskForFree() async throws {
        try await withEncore { app, browser in
            let first = try await Self.cardPath(browser, day: 326, row: "o")
            let drawn = try await browser.get(first)
            // The address has drawn its allowance of cards, as 120 new ones in 10 minutes would.
            try await app.database.sql.raw(
                """
                UPDATE rate_limit_windows SET hits = \(bind: RateLimit.cardsPerAddress.limit)
                WHERE bucket LIKE \(bind: RateLimit.cardsPerAddress.name + ":%")
                """
            ).run()

            let another = try await browser.get(try await Self.cardPath(browser, day: 325, row: "xo"))
            let again = try await browser.get(first)
            let signature = try #require(URLComponents(string: first)?.queryItems?.first { $0.name == "sig" }?.value)
            let onDisk = await app.encore.images.pipeline.disk.get(ImagePipeline.cardKey(signature))

            #expect(drawn.status == .ok)
            #expect(another.status == .tooManyRequests && another.headers.first(name: "Retry-After") != nil)
            #expect(again.status == .ok && again.body == drawn.body)
            #expect(onDisk == Data(buffer: drawn.body))
        }
    }
}
