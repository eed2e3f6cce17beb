import Foundation
import SQLKit

/// Upload bytes in the database (`upload_chunks`), cut into chunks so no single value is large:
/// every instance reads what any of them stored, with no shared directory. A picture's chunks are
/// written in one transaction (all or none) and read back in order.
struct DatabaseUploadStorage: UploadStorage {
    static let schema = "upload_chunks"
    static let chunkSize = 256 * 1024

    /// The database for each call: the process's pool, not one request's connection.
    let database: @Sendable () throws -> EncoreDatabase
    /// Where uploads were stored before they went to the database (the data directory's files): a
    /// picture found only there is copied into the database when first read, so switching storage
    /// loses nothing.
    var earlierFiles: FileUploadStorage?

    func save(_ data: Data, as hash: String) async throws {
        try await database().writeTransaction { transaction in
            guard try await !Self.contains(hash, on: transaction) else { return }
            for (sequence, start) in stride(from: 0, to: data.count, by: Self.chunkSize).enumerated() {
                let chunk = data.subdata(in: start..<min(start + Self.chunkSize, data.count))
                try await transaction.sql.raw(
                    """
                    INSERT INTO \(ident: Self.schema) (upload_id, seq, bytes)
                    VALUES (\(bind: hash), \(bind: sequence), \(bind: chunk))
                    """
                ).run()
            }
        }
    }

    func read(_ hash: String) async throws -> Data {
        let rows = try await database().sql.raw(
            "SELECT bytes FROM \(ident: Self.schema) WHERE upload_id = \(bind: hash) ORDER BY seq"
        ).all()
        guard !rows.isEmpty else { return try await copyEarlierFile(hash) }
        var data = Data()
        for row in rows { data.append(try row.decode(column: "bytes", as: Data.self)) }
        return data
    }

    func contains(_ hash: String) async throws -> Bool {
        try await Self.contains(hash, on: database()) || earlierFiles?.contains(hash) == true
    }

    func remove(_ hash: String) async throws {
        let database = try database()
        try await database.serializedWrite {
            try await database.sql.raw("DELETE FROM \(ident: Self.schema) WHERE upload_id = \(bind: hash)").run()
        }
        earlierFiles?.remove(hash)
    }

    func localFile(_ hash: String) -> URL? { nil }

    private func copyEarlierFile(_ hash: String) async throws -> Data {
        guard let earlierFiles, earlierFiles.contains(hash) else { throw ImageError.notFound }
        let data = try earlierFiles.read(hash)
        try await save(data, as: hash)
        return data
    }

    private static func contains(_ hash: String, on database: EncoreDatabase) async throws -> Bool {
        try await database.sql.raw(
            "SELECT 1 AS found FROM \(ident: schema) WHERE upload_id = \(bind: hash) AND seq = 0"
        ).first() != nil
    }
}
