import Fluent
import Foundation
import SQLKit

struct CreateImageUpload: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("image_uploads")
            .field("id", .string, .identifier(auto: false))
            .field("format", .string, .required)
            .field("width", .int, .required)
            .field("height", .int, .required)
            .field("frames", .int, .required)
            .field("byte_count", .int, .required)
            .field("uploaded_by", .uuid, .references("profiles", .id, onDelete: .setNull))
            .field("created_at", .datetime, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("image_uploads").delete()
    }
}
