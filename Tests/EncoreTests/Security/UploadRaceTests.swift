import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// #27.8: 30 parallel uploads stored 62.8 MiB against a 60 MiB quota (each read the total before
/// any wrote), and uploads nothing used any more stayed on disk forever.
@Suite struct UploadRaceTests {
    static func uploads(_ app: Application) throws -> UploadService {
        UploadService(
            database: try app.database, pipeline: app.encore.images.pipeline,
            limits: app.rateLimits(on: try app.database), network: "192.0.2.1",
            clock: app.encore.clock, collector: HourlyGate())
    }

    @Test func parallelUploadsNeverPassTheQuotaTogether() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("동시왕")
            let profile = try #require(try await Profile.query(on: try app.database).first()).requireID()
            let pictures = (0..<12).map { TestImages.png(width: 100 + $0, height: 100) }
            let largest = try #require(pictures.map(\.count).max())
            // Room for two and a half of them.
            let filler = ImageUpload(
                hash: String(repeating: "f", count: 64), info: ImageInfo(format: .png, width: 1, height: 1, frames: 1),
                byteCount: UploadService.quotaBytes - largest * 5 / 2, uploadedBy: profile, createdAt: Date())
            try await filler.create(on: try app.database)

            let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for picture in pictures { group.addTask { try await browser.upload(picture).status } }
                return try await group.reduce(into: [HTTPStatus]()) { $0.append($1) }
            }
            let stored = try await UploadService.bytesStored(by: profile, on: try app.database)

            #expect(stored <= UploadService.quotaBytes)
            #expect(statuses.filter { $0 == .created }.count == 2)
            #expect(statuses.filter { $0 == .payloadTooLarge }.count == 10)
        }
    }

    @Test func uploadsNothingUsesAreCollectedAfterTheirGrace() async throws {
        try await withEncore { app, browser in
            let clock = ManualClock()
            app.encore.clock = clock.appClock
            let (pack, posterHash) = try await QuizFixtures.makePackWithPoster(app, browser)
            let stray = try await browser.upload(TestImages.png(width: 40, height: 40))
            let strayHash = try stray.content.decode(UploadAPIController.UploadDTO.self).id
            let uploads = app.encore.images.pipeline.uploads

            let tooSoon = try await Self.uploads(app).collectUnused()
            try await browser.sendJSON(.DELETE, "/api/v1/quiz/packs/\(pack.id)", "")
            clock.advance(UploadService.unusedGrace + 60)
            let collected = try await Self.uploads(app).collectUnused()

            #expect(tooSoon == 0)
            #expect(collected == 2)
            #expect(try await ImageUpload.find(strayHash, on: try app.database) == nil)
            #expect(try await ImageUpload.find(posterHash, on: try app.database) == nil)
            #expect(try await !uploads.contains(posterHash))
        }
    }

    @Test func aPosterAPartyRoomStillShowsIsKept() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let pack = try #require(try await room.rooms.room(room.opened.id).$pack.id)
            try await browser.sendJSON(.DELETE, "/api/v1/quiz/packs/\(pack)", "")

            room.clock.advance(UploadService.unusedGrace + 60)
            let collected = try await Self.uploads(app).collectUnused()

            #expect(collected == 0)
            #expect(try await ImageUpload.query(on: try app.database).count() == 1)
        }
    }
}
