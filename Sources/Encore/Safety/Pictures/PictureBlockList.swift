import Foundation
import SQLKit

/// Pictures operators have blocked (#51): an upload of the same bytes, or of a picture whose
/// `PerceptualHash` is within `PerceptualHash.sameWithin` bits of a blocked one's (resized,
/// recompressed, another format), is refused with `pictureBlocked`. Read from the database on every
/// upload (the list is short: one row of hashes per blocked picture), so a block on one instance
/// holds on every instance from the next upload on.
struct PictureBlockList {
    let database: EncoreDatabase
    let pipeline: ImagePipeline

    private struct Row: Decodable {
        let sha256: String
        let perceptual_hash: Int64
        let distinctive: Bool

        var hash: PerceptualHash {
            PerceptualHash(bits: UInt64(bitPattern: perceptual_hash), isDistinctive: distinctive)
        }
    }

    /// Refuses `data`, whose SHA-256 is `sha256`, when it is a blocked picture or a near copy of one.
    func check(_ data: Data, sha256: String) async throws {
        let rows = try await database.sql.select().columns("sha256", "perceptual_hash", "distinctive")
            .from("blocked_pictures").all(decoding: Row.self)
        guard !rows.isEmpty else { return }
        if rows.contains(where: { $0.sha256 == sha256 }) { throw UploadError.pictureBlocked }
        let hash = try await pipeline.perceptualHash(data)
        if rows.contains(where: { hash.isSame(as: $0.hash) }) { throw UploadError.pictureBlocked }
    }

    /// Puts the uploaded pictures `uploads` (their hashes) on the list, with one audit log entry
    /// naming the item they were blocked from. Pictures no longer stored are passed over; the
    /// number blocked is returned.
    @discardableResult
    func block(
        _ uploads: [String], from subject: (kind: String, id: UUID, label: String), reason: ReportReason?,
        by actor: ModerationService.Operator, at now: Date
    ) async throws -> Int {
        var hashes: [(String, PerceptualHash)] = []
        for sha256 in Set(uploads).sorted() {
            guard let data = try? await pipeline.uploads.read(sha256) else { continue }
            hashes.append((sha256, try await pipeline.perceptualHash(data)))
        }
        guard !hashes.isEmpty else { return 0 }
        let blocked = hashes
        try await database.writeTransaction { database in
            for (sha256, hash) in blocked {
                try await database.sql.delete(from: "blocked_pictures").where("sha256", .equal, sha256).run()
                try await database.sql.insert(into: "blocked_pictures")
                    .columns("sha256", "perceptual_hash", "distinctive", "blocked_by", "blocked_at")
                    .values(
                        SQLBind(sha256), SQLBind(Int64(bitPattern: hash.bits)), SQLBind(hash.isDistinctive),
                        SQLBind(actor.id), SQLBind(now)
                    ).run()
            }
            try await ModerationLog.record(
                .init(
                    created_at: now, actor_id: actor.id, actor_name: actor.nickname, action: "block-pictures",
                    subject_kind: subject.kind, subject_id: subject.id, subject_label: subject.label,
                    reason: reason?.rawValue, note: "\(blocked.count)"), on: database)
        }
        return hashes.count
    }
}
