import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// One profile stored 20 × 3 MB in a second, and deleted GIFs left their pictures behind.
@Suite struct UploadQuotaTests {
    @Test func aProfilesUploadsStopAtItsQuota() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("저장왕")
            let profile = try #require(try await Profile.query(on: app.db).first())
            let filler = ImageUpload(
                hash: String(repeating: "f", count: 64), info: ImageInfo(format: .png, width: 1, height: 1, frames: 1),
                byteCount: UploadService.quotaBytes - 100, uploadedBy: try profile.requireID(), createdAt: Date())
            try await filler.create(on: app.db)

            let refused = try await browser.upload(try TestImages.jpeg(width: 60, height: 60))

            #expect(refused.status == .payloadTooLarge)
            #expect(refused.body.string.contains("MB"))
            #expect(try await ImageUpload.query(on: app.db).count() == 1)
        }
    }

    @Test func uploadsAreRateLimitedPerProfile() async throws {
        try await withEncore { _, browser in
            try await browser.onboard("연사왕")
            var statuses: [HTTPStatus] = []

            for size in 0...RateLimit.uploadsPerProfile.limit {
                statuses.append(try await browser.upload(TestImages.png(width: 8 + size, height: 8)).status)
            }

            #expect(statuses.dropLast().allSatisfy { $0 == .created })
            #expect(statuses.last == .tooManyRequests)
        }
    }

    @Test func deletingAGifRemovesItsPictureWhenNothingElseUsesIt() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("정리왕")
            let gif = try await browser.uploadedGif("지울 것")
            let stored = try #require(try await UploadedGif.query(on: app.db).first())
            let uploads = app.encore.images.pipeline.uploads
            #expect(try await uploads.contains(stored.uploadID))
            let url = app.encore.images.urls.path(.animated(width: 320), stored.source)
            #expect(try await browser.get(url).status == .ok)

            let deleted = try await browser.send(
                .DELETE, "/api/v1/gifs/mine/\(gif.id)", headers: ["X-CSRF-Token": browser.csrfToken ?? ""], body: nil)

            #expect(deleted.status == .noContent)
            #expect(try await !uploads.contains(stored.uploadID))
            #expect(try await ImageUpload.find(stored.uploadID, on: app.db) == nil)
            #expect(try await browser.get(url).status == .notFound)
        }
    }
}
