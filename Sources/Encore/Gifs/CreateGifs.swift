import Fluent
import SQLKit

struct CreateGifs: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(GifFavourite.schema)
            .id()
            .field("profile_id", .uuid, .required, .references(Profile.schema, .id, onDelete: .cascade))
            .field("kind", .string, .required)
            .field("item_id", .string, .required)
            .field("title", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "profile_id", "kind", "item_id")
            .create()
        try await database.schema(UploadedGif.schema)
            .id()
            .field("owner_id", .uuid, .required, .references(Profile.schema, .id, onDelete: .cascade))
            .field("upload_id", .string, .required, .references(ImageUpload.schema, "id"))
            .field("title", .string, .required)
            .field("tags", .string, .required)
            .field("width", .int, .required)
            .field("height", .int, .required)
            .field("frames", .int, .required)
            .field("search_text", .string, .required)
            .field("search_chosung", .string, .required)
            .field("created_at", .datetime, .required)
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.create(index: "gif_favourites_by_profile_time").on(GifFavourite.schema).column("profile_id").column("created_at").run()
        try await sql.create(index: "uploaded_gifs_by_time").on(UploadedGif.schema).column("created_at").run()
        if sql.dialect.name == "sqlite" {
            try await sql.raw("CREATE VIRTUAL TABLE \(ident: UploadedGifSearch.ftsTable) USING fts5(gif_id UNINDEXED, text, tokenize = 'trigram')").run()
        }
    }

    func revert(on database: any Database) async throws {
        if let sql = database as? any SQLDatabase, sql.dialect.name == "sqlite" {
            try await sql.raw("DROP TABLE IF EXISTS \(ident: UploadedGifSearch.ftsTable)").run()
        }
        try await database.schema(UploadedGif.schema).delete()
        try await database.schema(GifFavourite.schema).delete()
    }
}
