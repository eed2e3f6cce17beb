import Fluent
import SQLKit

/// The pack list's version (#31): one number the database raises whenever something a pack card or
/// a starter tile shows may have changed (a listed pack, its questions, its maker's nickname or
/// avatar), so an instance keeps the list it read under the number it read first and asks only for
/// the number after that. Triggers raise it, so no write path, today's or a future one, can forget
/// to; drawn 초성 games are nobody's list and leave it alone.
struct CreateListingVersions: AsyncMigration {
    static let packs = "packs"

    func prepare(on database: any Database) async throws {
        let database = try EncoreDatabase(database)
        try await database.sql.raw(
            "CREATE TABLE listing_versions (name TEXT PRIMARY KEY, version BIGINT NOT NULL)"
        ).run()
        try await database.sql.raw(
            "INSERT INTO listing_versions (name, version) VALUES (\(bind: Self.packs), 0)"
        ).run()
        let statements = database.engine == .sqlite ? Self.sqliteTriggers : Self.postgresTriggers
        for statement in statements { try await database.sql.raw("\(unsafeRaw: statement)").run() }
    }

    func revert(on database: any Database) async throws {
        let database = try EncoreDatabase(database)
        for (trigger, table) in Self.triggers {
            try await database.sql.raw(
                database.engine == .sqlite
                    ? "DROP TRIGGER IF EXISTS \(unsafeRaw: trigger)"
                    : "DROP TRIGGER IF EXISTS \(unsafeRaw: trigger) ON \(unsafeRaw: table)"
            ).run()
        }
        if database.engine == .postgresql {
            try await database.sql.raw("DROP FUNCTION IF EXISTS raise_packs_listing_version()").run()
            try await database.sql.raw("DROP FUNCTION IF EXISTS raise_packs_listing_version_for_question()").run()
        }
        try await database.sql.raw("DROP TABLE listing_versions").run()
    }

    /// Each trigger and its table.
    private static let triggers = [
        ("quiz_packs_listed_insert", "quiz_packs"), ("quiz_packs_listed_update", "quiz_packs"),
        ("quiz_packs_listed_delete", "quiz_packs"), ("quiz_questions_listed_insert", "quiz_questions"),
        ("quiz_questions_listed_update", "quiz_questions"), ("quiz_questions_listed_delete", "quiz_questions"),
        ("profiles_listed_update", "profiles"),
    ]

    private static let raise = "UPDATE listing_versions SET version = version + 1 WHERE name = 'packs';"

    /// SQLite's triggers may ask another table in their WHEN clause.
    private static let sqliteTriggers = [
        ("quiz_packs_listed_insert", "AFTER INSERT ON quiz_packs", "NEW.origin <> 'drawn'"),
        ("quiz_packs_listed_update", "AFTER UPDATE ON quiz_packs", "NEW.origin <> 'drawn' OR OLD.origin <> 'drawn'"),
        ("quiz_packs_listed_delete", "AFTER DELETE ON quiz_packs", "OLD.origin <> 'drawn'"),
        (
            "quiz_questions_listed_insert", "AFTER INSERT ON quiz_questions",
            "(SELECT origin FROM quiz_packs WHERE id = NEW.pack_id) IS NOT 'drawn'"
        ),
        (
            "quiz_questions_listed_update", "AFTER UPDATE ON quiz_questions",
            "(SELECT origin FROM quiz_packs WHERE id = NEW.pack_id) IS NOT 'drawn'"
                + " OR (SELECT origin FROM quiz_packs WHERE id = OLD.pack_id) IS NOT 'drawn'"
        ),
        (
            "quiz_questions_listed_delete", "AFTER DELETE ON quiz_questions",
            "(SELECT origin FROM quiz_packs WHERE id = OLD.pack_id) IS NOT 'drawn'"
        ),
        (
            "profiles_listed_update", "AFTER UPDATE OF nickname, avatar_upload ON profiles",
            "OLD.nickname IS NOT NEW.nickname OR OLD.avatar_upload IS NOT NEW.avatar_upload"
        ),
    ].map { name, event, condition in
        "CREATE TRIGGER \(name) \(event) FOR EACH ROW WHEN \(condition) BEGIN \(raise) END"
    }

    /// PostgreSQL's WHEN clause cannot ask another table: a question's trigger function looks at its
    /// pack itself.
    private static let postgresTriggers = [
        """
        CREATE FUNCTION raise_packs_listing_version() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN \(raise) RETURN NULL; END $$
        """,
        """
        CREATE FUNCTION raise_packs_listing_version_for_question() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE pack uuid;
        BEGIN
            IF TG_OP = 'DELETE' THEN pack := OLD.pack_id; ELSE pack := NEW.pack_id; END IF;
            IF EXISTS (SELECT 1 FROM quiz_packs WHERE id = pack AND origin = 'drawn')
                AND (TG_OP <> 'UPDATE' OR OLD.pack_id = NEW.pack_id)
            THEN RETURN NULL; END IF;
            \(raise) RETURN NULL;
        END $$
        """,
        """
        CREATE TRIGGER quiz_packs_listed_insert AFTER INSERT ON quiz_packs FOR EACH ROW
        WHEN (NEW.origin <> 'drawn') EXECUTE FUNCTION raise_packs_listing_version()
        """,
        """
        CREATE TRIGGER quiz_packs_listed_update AFTER UPDATE ON quiz_packs FOR EACH ROW
        WHEN (NEW.origin <> 'drawn' OR OLD.origin <> 'drawn') EXECUTE FUNCTION raise_packs_listing_version()
        """,
        """
        CREATE TRIGGER quiz_packs_listed_delete AFTER DELETE ON quiz_packs FOR EACH ROW
        WHEN (OLD.origin <> 'drawn') EXECUTE FUNCTION raise_packs_listing_version()
        """,
        """
        CREATE TRIGGER quiz_questions_listed_insert AFTER INSERT ON quiz_questions FOR EACH ROW
        EXECUTE FUNCTION raise_packs_listing_version_for_question()
        """,
        """
        CREATE TRIGGER quiz_questions_listed_update AFTER UPDATE ON quiz_questions FOR EACH ROW
        EXECUTE FUNCTION raise_packs_listing_version_for_question()
        """,
        """
        CREATE TRIGGER quiz_questions_listed_delete AFTER DELETE ON quiz_questions FOR EACH ROW
        EXECUTE FUNCTION raise_packs_listing_version_for_question()
        """,
        """
        CREATE TRIGGER profiles_listed_update AFTER UPDATE OF nickname, avatar_upload ON profiles FOR EACH ROW
        WHEN (OLD.nickname IS DISTINCT FROM NEW.nickname OR OLD.avatar_upload IS DISTINCT FROM NEW.avatar_upload)
        EXECUTE FUNCTION raise_packs_listing_version()
        """,
    ]
}
