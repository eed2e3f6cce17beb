import Fluent
import Foundation
import SQLKit

/// Accepts an uploaded picture: checks it (format by magic bytes, size, pixels, frames — before
/// decoding), stores it content-addressed and records it. Refused uploads leave nothing behind.
/// Each profile has a storage quota and an upload rate; pictures nothing uses any more are removed.
struct UploadService {
    /// The bytes one profile's uploads may take in all.
    static let quotaBytes = 60 * 1024 * 1024
    /// How long an upload may wait to be used (a pack being made) before it is collected.
    static let unusedGrace: TimeInterval = 24 * 3_600
    static let collectedAtOnce = 500

    let database: EncoreDatabase
    let pipeline: ImagePipeline
    let limits: RateLimits
    /// The uploader's address (`Request.clientNetwork`): bytes count per profile and per address.
    let network: String
    let clock: AppClock
    /// When unused uploads were last collected in this process (hourly, on an upload).
    let collector: HourlyGate

    func accept(_ data: Data, by profile: Profile) async throws -> ImageUpload {
        let info = try await pipeline.verify(data)
        let hash = UploadHash.of(data)
        // Before the shortcut below: a blocked picture may still be stored (its pack quarantined).
        try await PictureBlockList(database: database, pipeline: pipeline).check(data, sha256: hash)
        // The same bytes stored before cost nothing more.
        if let existing = try await ImageUpload.find(hash, on: database) { return existing }
        let profileID = try profile.requireID()
        try await limits.require(.uploadsPerProfile, key: profileID.uuidString, message: "upload.tooMany")
        try await VisitorAllowance(limits: limits, network: network).spend(
            .uploadBytes, profile: profileID, cost: (data.count + 1_023) / 1_024)
        let upload = ImageUpload(
            hash: hash, info: info, byteCount: data.count, uploadedBy: profileID, createdAt: clock.now())
        // The quota is checked and the row written as one step per profile (an advisory lock on
        // PostgreSQL, the write lock on SQLite): 30 parallel uploads once stored 62.8 MiB against
        // 60 MiB, each having read the total before any other wrote (#27.8).
        let recorded = try await database.writeTransaction(exclusive: "encore-uploads-\(profileID)") { database in
            let used = try await Self.bytesStored(by: profileID, on: database)
            guard used + data.count <= Self.quotaBytes else {
                throw UploadError.quotaFull(megabytes: Self.quotaBytes / 1024 / 1024)
            }
            do {
                try await upload.create(on: database)
                return true
            } catch let error as any DatabaseError where error.isConstraintFailure {
                return false  // the same bytes were recorded by a concurrent upload, which stores them
            }
        }
        guard recorded else { return upload }
        do {
            try await pipeline.uploads.save(data, as: hash)
        } catch {
            try? await ImageUpload.query(on: database).filter(\.$id == hash).delete()
            throw error
        }
        if collector.isDue(clock.now().timeIntervalSince1970) { try await collectUnused() }
        return upload
    }

    /// What a profile's uploads take (PostgreSQL sums integers as NUMERIC, hence the cast).
    static func bytesStored(by profile: UUID, on database: EncoreDatabase) async throws -> Int {
        let row = try await database.sql.raw(
            """
            SELECT CAST(COALESCE(SUM(byte_count), 0) AS BIGINT) AS used FROM \(ident: ImageUpload.schema) WHERE uploaded_by = \(bind: profile)
            """
        ).first()
        return try row?.decode(column: "used", as: Int.self) ?? 0
    }

    /// Deletes uploads older than `unusedGrace` that nothing uses (a pack being edited uses its
    /// pictures within the grace): a deleted pack's posters and pictures never put in a pack go this
    /// way. At most `collectedAtOnce` a time; returns how many went.
    @discardableResult
    func collectUnused() async throws -> Int {
        let cutoff = clock.now().addingTimeInterval(-Self.unusedGrace)
        let unused = try await unreferenced(where: "u.created_at < \(bind: cutoff)")
        for hash in unused { try await remove(hash) }
        return unused.count
    }

    /// Removes an upload (row and file) once nothing uses it any more.
    func removeIfUnreferenced(_ hash: String) async throws {
        for unused in try await unreferenced(where: "u.id = \(bind: hash)") { try await remove(unused) }
    }

    /// The uploads matching `filter` that no avatar, quiz poster, library GIF or question copied
    /// into a party room (for its game and history) uses. Posters name uploads as `ImageSource`
    /// prints them (`u-<hash>`).
    private func unreferenced(where filter: SQLQueryString) async throws -> [String] {
        try await database.sql.raw(
            """
            SELECT u.id FROM \(ident: ImageUpload.schema) AS u WHERE \(filter)
              AND NOT EXISTS (SELECT 1 FROM profiles AS p WHERE p.avatar_upload = u.id)
              AND NOT EXISTS (SELECT 1 FROM quiz_questions AS q WHERE q.poster = 'u-' || u.id)
              AND NOT EXISTS (SELECT 1 FROM uploaded_gifs AS g WHERE g.upload_id = u.id)
              AND NOT EXISTS (SELECT 1 FROM quiz_rooms AS r WHERE r.questions LIKE '%u-' || u.id || '%')
            LIMIT \(literal: Self.collectedAtOnce)
            """
        ).all().map { try $0.decode(column: "id", as: String.self) }
    }

    private func remove(_ hash: String) async throws {
        try await ImageUpload.query(on: database).filter(\.$id == hash).delete()
        try? await pipeline.uploads.remove(hash)
    }
}
