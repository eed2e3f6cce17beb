import Fluent
import SQLKit

/// Operators and what they do (#51): the roles the command line grants (`operators`), the audit log
/// of every operator action and role change (`moderation_log`, which the database itself refuses to
/// change or shorten, so no code path, today's or a future one, can rewrite what an operator did),
/// each session's last password entry for acting (`operator_confirmations`, GitHub's "sudo mode"),
/// and how a report was settled (`content_reports.resolution`).
struct CreateOperators: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("operators")
            .field("profile_id", .uuid, .identifier(auto: false), .references("profiles", .id, onDelete: .cascade))
            .field("role", .string, .required)
            .field("granted_at", .datetime, .required)
            .create()
        // No foreign keys: an entry outlives the operator and the item it names.
        try await database.schema("moderation_log")
            .id()
            .field("created_at", .datetime, .required)
            .field("actor_id", .uuid)
            .field("actor_name", .string, .required)
            .field("action", .string, .required)
            .field("subject_kind", .string, .required)
            .field("subject_id", .uuid)
            .field("subject_label", .string, .required)
            .field("reason", .string)
            .field("note", .string)
            .create()
        try await database.schema("operator_confirmations")
            .field("token_hash", .string, .identifier(auto: false))
            .field("profile_id", .uuid, .required, .references("profiles", .id, onDelete: .cascade))
            .field("confirmed_at", .datetime, .required)
            .create()
        try await database.schema("content_reports").field("resolution", .string).update()
        let database = try EncoreDatabase(database)
        let statements = database.engine == .sqlite ? Self.sqliteGuards : Self.postgresGuards
        for statement in statements { try await database.sql.raw("\(unsafeRaw: statement)").run() }
    }

    func revert(on database: any Database) async throws {
        let encoreDatabase = try EncoreDatabase(database)
        if encoreDatabase.engine == .postgresql {
            try await encoreDatabase.sql.raw("DROP TABLE moderation_log").run()
            try await encoreDatabase.sql.raw("DROP FUNCTION IF EXISTS refuse_moderation_log_change()").run()
        } else {
            try await database.schema("moderation_log").delete()
        }
        try await database.schema("content_reports").deleteField("resolution").update()
        try await database.schema("operator_confirmations").delete()
        try await database.schema("operators").delete()
    }

    static let appendOnly = "moderation_log is append-only"

    private static let sqliteGuards = ["UPDATE", "DELETE"].map { event in
        """
        CREATE TRIGGER moderation_log_no_\(event.lowercased()) BEFORE \(event) ON moderation_log
        BEGIN SELECT RAISE(ABORT, '\(appendOnly)'); END
        """
    }

    private static let postgresGuards = [
        """
        CREATE FUNCTION refuse_moderation_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION '\(appendOnly)'; END $$
        """,
        """
        CREATE TRIGGER moderation_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON moderation_log
        FOR EACH STATEMENT EXECUTE FUNCTION refuse_moderation_log_change()
        """,
    ]
}
