import Fluent

/// Upload bytes kept in the database (`DatabaseUploadStorage`), so instances on several machines
/// need no shared directory. Uploads stored as files before stay there and move into the table the
/// first time they are read (`DatabaseUploadStorage.earlierFiles`).
struct CreateUploadChunks: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("upload_chunks")
            .field("upload_id", .string, .required)
            .field("seq", .int, .required)
            .field("bytes", .data, .required)
            .compositeIdentifier(over: "upload_id", "seq")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("upload_chunks").delete()
    }
}
