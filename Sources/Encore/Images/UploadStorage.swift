import Foundation

/// Where uploaded pictures' bytes live, by their SHA-256: in files (one machine: SQLite) or in
/// the database (several instances on PostgreSQL, with no shared directory). Chosen by
/// `ENCORE_UPLOAD_STORAGE`; the `image_uploads` rows (owner, size, quota) are the same for both.
protocol UploadStorage: Sendable {
    /// Stores the bytes under `hash` (once: the same bytes again change nothing).
    func save(_ data: Data, as hash: String) async throws
    /// The bytes, or `ImageError.notFound`.
    func read(_ hash: String) async throws -> Data
    func contains(_ hash: String) async throws -> Bool
    func remove(_ hash: String) async throws
    /// The file that holds the bytes when they are in one on this machine: the pipeline then reads
    /// it inside its CPU slot (so only so many pictures are in memory at once), and the image route
    /// checks it without a query. Nil for storage elsewhere.
    func localFile(_ hash: String) -> URL?
}

extension UploadStorage {
    /// Stores the bytes and returns their hash.
    @discardableResult
    func save(_ data: Data) async throws -> String {
        let hash = UploadHash.of(data)
        try await save(data, as: hash)
        return hash
    }
}

/// An upload's name: the SHA-256 of its bytes, in hex.
enum UploadHash {
    static func of(_ data: Data) -> String { Hex.sha256(data) }
}
