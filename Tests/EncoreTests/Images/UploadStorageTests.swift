import Foundation
import Testing
import VaporTesting

@testable import Encore

/// The two places uploads can live behave the same: files (one machine) and the database (several
/// instances, no shared directory; on SQLite here, on PostgreSQL under `make test-postgres`).
@Suite struct UploadStorageTests {
    enum Kind: String, CaseIterable { case files, database }

    static func storage(_ kind: Kind, _ app: Application) -> any UploadStorage {
        let files = FileUploadStorage(
            directory: URL(fileURLWithPath: app.encore.settings.dataDirectory).appendingPathComponent("uploads"))
        switch kind {
        case .files: return files
        case .database: return DatabaseUploadStorage(database: { try app.database }, earlierFiles: files)
        }
    }

    /// Bytes over two chunks, so the database keeps them in three rows and must put them back in order.
    static let large = Data(
        (0..<(DatabaseUploadStorage.chunkSize * 2 + 1_000)).map { UInt8(truncatingIfNeeded: $0 * 31) })

    @Test(arguments: Kind.allCases) func whatIsSavedIsReadBackUntilRemoved(_ kind: Kind) async throws {
        try await withEncore { app, _ in
            let storage = Self.storage(kind, app)

            let hash = try await storage.save(Self.large)
            try await storage.save(Self.large, as: hash)  // the same bytes again change nothing

            #expect(hash == UploadHash.of(Self.large))
            #expect(try await storage.contains(hash))
            #expect(try await storage.read(hash) == Self.large)
            try await storage.remove(hash)
            #expect(try await !storage.contains(hash))
            await #expect(throws: ImageError.notFound) { try await storage.read(hash) }
        }
    }

    @Test func theDatabaseKeepsNoFileAndChunksTheBytes() async throws {
        try await withEncore { app, _ in
            let storage = Self.storage(.database, app)

            let hash = try await storage.save(Self.large)

            let chunks = try await app.database.sql.raw(
                "SELECT COUNT(*) AS n FROM upload_chunks WHERE upload_id = \(bind: hash)"
            ).first()?.decode(column: "n", as: Int.self)
            #expect(chunks == 3)
            #expect(storage.localFile(hash) == nil)
            #expect(!FileManager.default.fileExists(atPath: app.encore.settings.dataDirectory + "/uploads"))
        }
    }

    /// A deployment that switches to the database loses none of the pictures it stored as files.
    @Test func aPictureStoredAsAFileBeforeMovesIntoTheDatabaseWhenRead() async throws {
        try await withEncore { app, _ in
            let files = Self.storage(.files, app)
            let hash = try await files.save(Self.large)
            let database = Self.storage(.database, app)

            #expect(try await database.contains(hash))
            #expect(try await database.read(hash) == Self.large)
            try await files.remove(hash)

            #expect(try await database.read(hash) == Self.large)
        }
    }

    /// The whole way through the app, with the database chosen by configuration on SQLite: an
    /// avatar is stored, served and, once replaced, gone.
    @Test func anAvatarIsServedFromTheDatabase() async throws {
        try await withEncore(["ENCORE_UPLOAD_STORAGE": "database"]) { app, browser in
            try await browser.onboard("디비사진")
            let png = TestImages.png(width: 300, height: 200)

            let response = try await browser.upload(
                png, filename: "me.png", field: "avatar", path: "/settings/avatar", csrfInQuery: true)
            let avatar = app.encore.images.urls.path(.avatar(size: 128), .upload(hash: UploadHash.of(png)))
            let image = try await browser.get(avatar)

            #expect(response.status == .seeOther)
            #expect(app.encore.settings.uploadStorage == .database)
            #expect(image.status == .ok)
            #expect(try Vips.open(Data(buffer: image.body), allFrames: false).width == 128)
            #expect(!FileManager.default.fileExists(atPath: app.encore.settings.dataDirectory + "/uploads"))
        }
    }

    @Test func theStorageIsChosenByConfiguration() throws {
        let sqlite = try Settings(environment: [:])
        let postgres = try Settings(environment: ["DATABASE_URL": "postgres://encore@localhost/encore"])
        let chosen = try Settings(environment: [
            "DATABASE_URL": "postgres://encore@localhost/encore", "ENCORE_UPLOAD_STORAGE": "files",
        ])

        #expect(sqlite.uploadStorage == .files && postgres.uploadStorage == .database && chosen.uploadStorage == .files)
        #expect(throws: SettingsError.self) { try Settings(environment: ["ENCORE_UPLOAD_STORAGE": "s3"]) }
    }
}
