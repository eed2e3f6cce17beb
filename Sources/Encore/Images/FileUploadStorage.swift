import Foundation

/// Upload bytes on disk, content-addressed: `uploads/ab/abcdef…` named by their SHA-256.
struct UploadStore: Sendable {
    let directory: URL

    static func hash(_ data: Data) -> String {
        Hex.sha256(data)
    }

    /// Writes the bytes (atomically, once) and returns their hash.
    func save(_ data: Data) throws -> String {
        let hash = Self.hash(data)
        let file = path(hash)
        if !FileManager.default.fileExists(atPath: file.path) {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
        }
        return hash
    }

    func read(_ hash: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: path(hash).path) else {
            throw ImageError.notFound
        }
        return data
    }

    /// The bytes of an upload source (a remote source has none here).
    func read(_ source: ImageSource) throws -> Data {
        guard case .upload(let hash) = source else { throw ImageError.notFound }
        return try read(hash)
    }

    func path(_ hash: String) -> URL {
        directory.appendingPathComponent(String(hash.prefix(2))).appendingPathComponent(hash)
    }
}
