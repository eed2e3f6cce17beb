import Foundation

/// Upload bytes on disk, content-addressed: `uploads/ab/abcdef…` named by their SHA-256. For one
/// machine; several need `DatabaseUploadStorage` (or a shared directory).
struct FileUploadStorage: UploadStorage {
    let directory: URL

    func save(_ data: Data, as hash: String) throws {
        let file = path(hash)
        guard !FileManager.default.fileExists(atPath: file.path) else { return }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file, options: .atomic)
    }

    func read(_ hash: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: path(hash).path) else { throw ImageError.notFound }
        return data
    }

    func contains(_ hash: String) -> Bool { FileManager.default.fileExists(atPath: path(hash).path) }

    func remove(_ hash: String) {
        try? FileManager.default.removeItem(at: path(hash))
    }

    func localFile(_ hash: String) -> URL? { path(hash) }

    func path(_ hash: String) -> URL {
        directory.appendingPathComponent(String(hash.prefix(2))).appendingPathComponent(hash)
    }
}
