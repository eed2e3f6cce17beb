import Fluent

/// The picture block list (#51): an operator blocks an uploaded picture, and an upload of the same
/// bytes, or of a picture within `PerceptualHash.sameWithin` bits of its perceptual hash, is
/// refused. Only the hashes are kept, never the picture.
struct CreateBlockedPictures: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("blocked_pictures")
            .field("sha256", .string, .identifier(auto: false))
            // The 64 bits as a signed integer (`Int64(bitPattern:)`): both engines' widest.
            .field("perceptual_hash", .int64, .required)
            .field("distinctive", .bool, .required)
            .field("blocked_by", .uuid)
            .field("blocked_at", .datetime, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("blocked_pictures").delete()
    }
}
