import Vapor

extension Request {
    var gifLibrary: GifLibrary {
        get throws { GifLibrary(database: try database) }
    }

    /// Deletes a library GIF and, when nothing else shows it, its picture.
    func deleteUploadedGif(_ id: UUID, by profile: Profile) async throws {
        try await uploads.removeIfUnreferenced(try await gifLibrary.delete(id, by: profile))
    }
}
