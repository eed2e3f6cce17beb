import Fluent
import Foundation
import SQLKit

/// Accepts an uploaded picture: checks it (format by magic bytes, size, pixels, frames — before
/// decoding), stores it content-addressed and records it. Refused uploads leave nothing behind.
/// Each profile has a storage quota and an upload rate; pictures nothing uses any more are removed.
struct UploadService {
    /// The bytes one profile's uploads may take in all.
    static let quotaBytes = 60 * 1024 * 1024

    let database: any Database
    let pipeline: ImagePipeline
    let limits: RateLimits
    let clock: AppClock

    func accept(_ data: Data, by profile: Profile) async throws -> ImageUpload {
        let info = try await pipeline.verify(data)
        let hash = UploadStore.hash(data)
        // The same bytes stored before cost nothing more.
        if let existing = try await ImageUpload.find(hash, on: database) { return existing }
        let profileID = try profile.requireID()
        try await limits.require(.uploadsPerProfile, key: profileID.uuidString, message: "upload.tooMany")
        let used = try await Self.bytesStored(by: profileID, on: database)
        guard used + data.count <= Self.quotaBytes else {
            throw UploadError.quotaFull(megabytes: Self.quotaBytes / 1024 / 1024)
        }
        _ = try pipeline.uploads.save(data)
        let upload = ImageUpload(
            hash: hash, info: info, byteCount: data.count, uploadedBy: profileID,
            createdAt: clock.now())
        do {
            try await upload.create(on: database)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            // The same bytes were recorded by a concurrent upload.
        }
        return upload
    }

    /// What a profile's uploads take (PostgreSQL sums integers as NUMERIC, hence the cast).
    static func bytesStored(by profile: UUID, on database: any Database) async throws -> Int {
        guard let sql = database as? any SQLDatabase else { return 0 }
        let row = try await sql.raw(
            """
            SELECT CAST(COALESCE(SUM(byte_count), 0) AS BIGINT) AS used FROM \(ident: ImageUpload.schema) WHERE uploaded_by = \(bind: profile)
            """
        ).first()
        return try row?.decode(column: "used", as: Int.self) ?? 0
    }

    /// Removes an upload (row and file) once no avatar, quiz poster or library GIF uses it.
    func removeIfUnreferenced(_ hash: String) async throws {
        let avatars = try await Profile.query(on: database).filter(\.$avatarUpload == hash).count()
        let posters = try await QuizQuestion.query(on: database).filter(
            \.$poster == ImageSource.upload(hash: hash).pathComponent
        ).count()
        let gifs = try await UploadedGif.query(on: database).filter(\.$uploadID == hash).count()
        guard avatars + posters + gifs == 0 else { return }
        try await ImageUpload.query(on: database).filter(\.$id == hash).delete()
        try? FileManager.default.removeItem(at: pipeline.uploads.path(hash))
    }
}
