import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// A load test (suites named …LoadTests run on their own after the others, see the Makefile).
/// SQLite on disk, as one machine runs it: 50 people write at the same moment — answers, idol and
/// GIF favourites, new packs — and none of them may see "database is locked" or lose a write.
@Suite struct MixedWritersLoadTests {
    static let writers = 50

    enum Write: Sendable {
        case answer(playPath: String)
        case idolFavourite
        case gifFavourite(index: Int)
        case pack(upload: String, index: Int)
    }

    @Test func fiftyConcurrentWritersAllLandOnSQLite() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("encore-writers-\(UUID()).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: file + suffix) } }
        try await withEncore(["ENCORE_RATE_LIMIT_FACTOR": "100"], database: try await TestDatabase.shared(file: file)) {
            app, maker in
            let clock = ManualClock()
            app.encore.clock = clock.appClock
            let (_, hash) = try await QuizFixtures.makerWithPoster(app, maker)
            let pack = try await maker.sendJSON(.POST, "/api/v1/quiz/packs", QuizFixtures.draftJSON(upload: hash))
                .content.decode(PackSummary.self)
            var people: [(TestBrowser, Write)] = []
            for index in 0..<Self.writers {
                let browser = TestBrowser(app)
                try await browser.onboard("작성자\(index)")
                switch index % 4 {
                case 0:
                    let state = try await browser.sendJSON(.POST, "/api/v1/quiz/packs/\(pack.id)/plays", "{}").content
                        .decode(PlayState.self)
                    people.append((browser, .answer(playPath: "/api/v1/quiz/plays/\(state.id)")))
                case 1: people.append((browser, .idolFavourite))
                case 2: people.append((browser, .gifFavourite(index: index)))
                default:
                    let upload = try await browser.upload(try TestImages.jpeg(width: 200, height: 300))
                    people.append(
                        (
                            browser,
                            .pack(
                                upload: try upload.content.decode(UploadAPIController.UploadDTO.self).id, index: index)
                        ))
                }
            }
            clock.advance(4)

            let statuses = try await withThrowingTaskGroup(of: UInt.self) { group in
                for (browser, write) in people {
                    group.addTask { try await Self.perform(write, browser).status.code }
                }
                return try await group.reduce(into: [UInt]()) { $0.append($1) }
            }

            #expect(
                statuses.count == Self.writers && statuses.allSatisfy { (200..<300).contains($0) },
                "\(statuses.sorted())")
            let plays = try await QuizPlay.query(on: app.db).filter(\.$pack.$id == pack.id).all()
            #expect(
                plays.count == 13
                    && plays.allSatisfy { $0.outcomes.count == 1 && $0.outcomes.first?.result == .correct })
            #expect(try await IdolFavourite.query(on: app.db).count() == 13)
            #expect(try await GifFavourite.query(on: app.db).count() == 12)
            #expect(try await QuizPack.query(on: app.db).filter(\.$title ~~ "동시 팩").count() == 12)
        }
    }

    static func perform(_ write: Write, _ browser: TestBrowser) async throws -> TestingHTTPResponse {
        switch write {
        case .answer(let playPath):
            return try await QuizFixtures.answer(browser, playPath, "괴물")
        case .idolFavourite:
            return try await browser.sendJSON(.POST, "/api/v1/idols/favourites", #"{"kind":"group","id":"twice"}"#)
        case .gifFavourite(let index):
            return try await browser.sendJSON(
                .POST, "/api/v1/gifs/favourites", #"{"kind":"giphy","id":"gif\#(index)","title":"GIF \#(index)"}"#)
        case .pack(let upload, let index):
            return try await browser.sendJSON(
                .POST, "/api/v1/quiz/packs", QuizFixtures.draftJSON(upload: upload, title: "동시 팩 \(index)"))
        }
    }
}
