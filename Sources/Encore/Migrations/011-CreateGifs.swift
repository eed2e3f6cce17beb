import Fluent
import Foundation
import SQLKit

struct CreateGifs: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("gif_favourites")
            .id()
            .field("profile_id", .uuid, .required, .references("profiles", .id, onDelete: .cascade))
            .field("kind", .string, .required)
            .field("item_id", .string, .required)
            .field("title", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "profile_id", "kind", "item_id")
            .create()
        try await database.schema("uploaded_gifs")
            .id()
            .field("owner_id", .uuid, .required, .references("profiles", .id, onDelete: .cascade))
            .field("upload_id", .string, .required, .references("image_uploads", "id"))
            .field("title", .string, .required)
            .field("tags", .string, .required)
            .field("width", .int, .required)
            .field("height", .int, .required)
            .field("frames", .int, .required)
            .field("search_text", .string, .required)
            .field("search_chosung", .string, .required)
            .field("created_at", .datetime, .required)
            .create()
        let database = try EncoreDatabase(database)
        let sql = database.sql
        try await sql.create(index: "gif_favourites_by_profile_time").on("gif_favourites").column("profile_id").column(
            "created_at"
        ).run()
        try await sql.create(index: "uploaded_gifs_by_time").on("uploaded_gifs").column("created_at").run()
        if database.engine == .sqlite {
            try await sql.raw(
                "CREATE VIRTUAL TABLE uploaded_gif_search_fts USING fts5(gif_id UNINDEXED, text, tokenize = 'trigram')"
            ).run()
        }
    }

    func revert(on database: any Database) async throws {
        let database = try EncoreDatabase(database)
        if database.engine == .sqlite {
            try await database.sql.raw("DROP TABLE IF EXISTS uploaded_gif_search_fts").run()
        }
        try await database.schema("uploaded_gifs").delete()
        try await database.schema("gif_favourites").delete()
    }
}
