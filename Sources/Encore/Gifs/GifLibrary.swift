import Fluent
import Foundation
import SQLKit

/// Encore's own GIF library: every player's uploads, searchable, newest first. Only the player who
/// uploaded a GIF can delete it; deleting it also takes it out of everyone's favourites.
struct GifLibrary {
    static let pageSize = 36

    struct Page {
        let gifs: [UploadedGifRow]
        let hasMore: Bool
    }

    let database: EncoreDatabase

    /// Stores the picture (checked by the image pipeline: bytes, pixels, frames) and adds it.
    func add(_ data: Data, _ input: GifUploadInput, by profile: Profile, uploads: UploadService, now: Date)
        async throws -> UploadedGif
    {
        if let words = try await OperatorWords(database: database).filter() {
            if words.refuses(input.title) { throw FieldProblem("title", "words.refused.title") }
            if let tag = input.tags.first(where: words.refuses) {
                throw FieldProblem("tags", "words.refused.tag", [tag])
            }
        }
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
    /// Everyone's library leaves out GIFs a report holds back; a player's own list (`ownerID`) has them.
    func page(query: String, ownerID: UUID? = nil, page: Int = 1) async throws -> Page {
        var select = UploadedGifRow.select(on: database.sql)
        if let ownerID {
            select = select.where(SQLColumn("owner_id", table: "g"), .equal, SQLBind(ownerID))
        } else {
            select = select.where(SQLRaw("g.review IN \(ReviewState.listedSQL)"))
        }
        if !query.isEmpty {
            guard let matching = try await UploadedGifSearch.condition(query, on: database) else {
                return Page(gifs: [], hasMore: false)
            }
            select = select.where(matching)
        }
        let rows = try await select.orderBy(SQLColumn("created_at", table: "g"), SQLDirection.descending)
            .orderBy(SQLColumn("id", table: "g"), SQLDirection.ascending)
            .offset((max(1, page) - 1) * Self.pageSize).limit(Self.pageSize + 1).all(decoding: UploadedGifRow.self)
        return Page(gifs: Array(rows.prefix(Self.pageSize)), hasMore: rows.count > Self.pageSize)
    }

    func find(_ id: UUID) async throws -> UploadedGifRow? {
        try await gifs(ids: [id]).first
    }

    func gifs(ids: [UUID]) async throws -> [UploadedGifRow] {
        guard !ids.isEmpty else { return [] }
        return try await UploadedGifRow.select(on: database.sql)
            .where(SQLColumn("id", table: "g"), .in, SQLBind.group(ids)).all(decoding: UploadedGifRow.self)
    }

    /// Deletes a GIF its owner asks to delete: not found when there is no such GIF, not yours for anyone else.
    /// Deletes the GIF; returns the upload it showed, for the caller to remove if nothing else uses it.
    @discardableResult
    func delete(_ id: UUID, by profile: Profile) async throws -> String {
        guard let gif = try await UploadedGif.find(id, on: database) else { throw GifError.notFound }
        guard gif.$owner.id == (try profile.requireID()) else { throw GifError.notYours }
        return try await remove(gif)
    }

    /// Deletes any GIF, as an operator's decision does; the upload it showed, nil when it was gone.
    func remove(_ id: UUID) async throws -> String? {
        guard let gif = try await UploadedGif.find(id, on: database) else { return nil }
        return try await remove(gif)
    }

    private func remove(_ gif: UploadedGif) async throws -> String {
        let id = try gif.requireID()
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
