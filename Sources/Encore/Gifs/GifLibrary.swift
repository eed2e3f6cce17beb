import Fluent
import Foundation

/// Encore's own GIF library: every player's uploads, searchable, newest first. Only the player who
/// uploaded a GIF can delete it; deleting it also takes it out of everyone's favourites.
struct GifLibrary {
    static let pageSize = 36

    struct Page {
        let gifs: [UploadedGif]
        let nicknames: [UUID: String]
        let hasMore: Bool
    }

    let database: EncoreDatabase

    /// Stores the picture (checked by the image pipeline: bytes, pixels, frames) and adds it.
    func add(_ data: Data, _ input: GifUploadInput, by profile: Profile, uploads: UploadService, now: Date)
        async throws -> UploadedGif
    {
        guard SourceFormat(sniffing: data) == .gif else { throw FieldProblem("file", "gifs.upload.notGif") }
        let upload = try await uploads.accept(data, by: profile)
        let gif = UploadedGif(
            owner: try profile.requireID(), upload: upload, title: input.title, tags: input.tags, at: now)
        try await database.writeTransaction { database in
            try await gif.create(on: database)
            try await UploadedGifSearch.index(gif, on: database)
        }
        return gif
    }

    /// One page of the library, optionally only one player's GIFs and only those matching `query`.
    func page(query: String, ownerID: UUID? = nil, page: Int = 1) async throws -> Page {
        var builder = UploadedGif.query(on: database)
        if let ownerID { builder = builder.filter(\.$owner.$id == ownerID) }
        if !query.isEmpty {
            guard let filtered = try await UploadedGifSearch.filtered(builder, by: query, on: database) else {
                return Page(gifs: [], nicknames: [:], hasMore: false)
            }
            builder = filtered
        }
        let rows = try await builder.sort(\.$createdAt, .descending).sort(\.$id)
            .offset((max(1, page) - 1) * Self.pageSize).limit(Self.pageSize + 1).all()
        let gifs = Array(rows.prefix(Self.pageSize))
        return Page(gifs: gifs, nicknames: try await nicknames(of: gifs), hasMore: rows.count > Self.pageSize)
    }

    func find(_ id: UUID) async throws -> UploadedGif? {
        try await UploadedGif.find(id, on: database)
    }

    func gifs(ids: [UUID]) async throws -> [UploadedGif] {
        try await UploadedGif.query(on: database).filter(\.$id ~~ ids).all()
    }

    func nicknames(of gifs: [UploadedGif]) async throws -> [UUID: String] {
        let ids = Set(gifs.map(\.$owner.id))
        guard !ids.isEmpty else { return [:] }
        let profiles = try await Profile.query(on: database).filter(\.$id ~~ Array(ids)).all()
        return Dictionary(
            uniqueKeysWithValues: profiles.compactMap { profile in profile.id.map { ($0, profile.nickname) } })
    }

    /// Deletes a GIF its owner asks to delete: not found when there is no such GIF, not yours for anyone else.
    /// Deletes the GIF; returns the upload it showed, for the caller to remove if nothing else uses it.
    @discardableResult
    func delete(_ id: UUID, by profile: Profile) async throws -> String {
        guard let gif = try await find(id) else { throw GifError.notFound }
        guard gif.$owner.id == (try profile.requireID()) else { throw GifError.notYours }
        try await database.writeTransaction { database in
            try await GifFavourite.query(on: database).filter(\.$kind == .upload).filter(
                \.$itemID == id.uuidString.lowercased()
            ).delete()
            try await UploadedGifSearch.unindex(id, on: database)
            try await gif.delete(on: database)
        }
        return gif.uploadID
    }
}
