import Fluent
import Vapor

struct AddProfileAvatar: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(Profile.schema).field("avatar_upload", .string).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(Profile.schema).deleteField("avatar_upload").update()
    }
}

extension Request {
    /// The profile's uploaded avatar through the image pipeline, or its generated monogram.
    func avatarURL(of profile: Profile, size: Int = 128) -> String {
        guard let hash = profile.avatarUpload else { return Paths.monogram(of: profile) }
        return imageURL(.avatar(size: size), .upload(hash: hash))
    }
}
