import Fluent
import SQLKit

/// Reports of what players publish (#51): one row per reporter and item, so a reporter counts once
/// however often they press 신고; and each pack's and GIF's review state, which takes a reported item
/// out of every public listing until an operator decides. A change of `quiz_packs.review` is an
/// update of a listed pack, so `CreateListingVersions`' trigger tells every instance at once.
struct CreateContentReports: AsyncMigration {
    static let reporterIndex = "content_reports_one_per_reporter"

    func prepare(on database: any Database) async throws {
        try await database.schema("content_reports")
            .id()
            .field("subject_kind", .string, .required)
            .field("subject_id", .uuid, .required)
            .field("reporter", .string, .required)
            .field("reporter_id", .uuid, .references("profiles", .id, onDelete: .setNull))
            .field("reason", .string, .required)
            .field("note", .string)
            .field("created_at", .datetime, .required)
            .field("resolved_at", .datetime)
            .create()
        let sql = try EncoreDatabase(database).sql
        try await sql.create(index: Self.reporterIndex).unique().on("content_reports")
            .column("subject_kind").column("subject_id").column("reporter").run()
        try await database.schema("quiz_packs").field("review", .string, .required, .sql(.default("none"))).update()
        try await database.schema("uploaded_gifs").field("review", .string, .required, .sql(.default("none")))
            .update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("uploaded_gifs").deleteField("review").update()
        try await database.schema("quiz_packs").deleteField("review").update()
        try await database.schema("content_reports").delete()
    }
}
