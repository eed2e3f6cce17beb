import Fluent
import Foundation
import SQLKit

struct CreateIdols: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("idol_groups")
            .field("id", .string, .identifier(auto: false))
            .field("name_ko", .string, .required)
            .field("name_romanized", .string, .required)
            .field("debut", .string, .required)
            .field("period", .string, .required)
            .field("agency", .string)
            .field("fandom", .string)
            .field("disbanded", .string)
            .field("song_title", .string)
            .field("song_year", .int)
            .field("youtube_id", .string)
            .field("search_text", .string, .required)
            .field("search_chosung", .string, .required)
            .create()
        try await database.schema("idol_members")
            .field("id", .string, .identifier(auto: false))
            .field("stage_name_ko", .string, .required)
            .field("stage_name_romanized", .string, .required)
            .field("birth_name_ko", .string)
            .field("birth_name_romanized", .string)
            .field("birth_date", .string)
            .field("birthday", .string)
            .field("nationality", .string, .required)
            .field("mbti", .string)
            .field("blood_type", .string)
            .field("died", .string)
            .field("search_text", .string, .required)
            .field("search_chosung", .string, .required)
            .create()
        try await database.schema("idol_memberships")
            .id()
            .field("group_id", .string, .required, .references("idol_groups", "id", onDelete: .cascade))
            .field("member_id", .string, .required, .references("idol_members", "id", onDelete: .cascade))
            .field("sort_order", .int, .required)
            .field("positions", .string, .required)
            .field("joined", .string)
            .field("left", .string)
            .unique(on: "group_id", "member_id")
            .create()
        try await database.schema("idol_favourites")
            .id()
            .field("profile_id", .uuid, .required, .references("profiles", .id, onDelete: .cascade))
            .field("kind", .string, .required)
            .field("item_id", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "profile_id", "kind", "item_id")
            .create()
        try await database.schema("builtin_data_versions")
            .field("name", .string, .identifier(auto: false))
            .field("digest", .string, .required)
            .create()
        let database = try EncoreDatabase(database)
        let sql = database.sql
        try await sql.create(index: "idol_members_birthday").on("idol_members").column("birthday").run()
        try await sql.create(index: "idol_memberships_member").on("idol_memberships").column("member_id").run()
        try await sql.create(index: "idol_favourites_newest").on("idol_favourites").column("profile_id").column(
            "created_at"
        ).run()
        if database.engine == .sqlite {
            // Substring search for 3+ characters in any script; dropped again by DropIdolSearchIndex.
            try await sql.raw(
                "CREATE VIRTUAL TABLE \(ident: "idol_search_fts") USING fts5(kind UNINDEXED, item_id UNINDEXED, text, tokenize = 'trigram')"
            ).run()
        }
    }

    func revert(on database: any Database) async throws {
        let database = try EncoreDatabase(database)
        if database.engine == .sqlite {
            try await database.sql.raw("DROP TABLE IF EXISTS \(ident: "idol_search_fts")").run()
        }
        for schema in ["builtin_data_versions", "idol_favourites", "idol_memberships", "idol_members", "idol_groups"] {
            try await database.schema(schema).delete()
        }
    }
}
