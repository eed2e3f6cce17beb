import Foundation
import SQLKit

/// An uploaded GIF as the library's pages and API read it, with its uploader's nickname: one plain
/// row (decoding `UploadedGif` models by reflection was most of a library page's cost).
struct UploadedGifRow: Decodable, Sendable {
    let id: UUID
    let owner_id: UUID
    let upload_id: String
    let title: String
    let tags: String
    let width: Int
    let height: Int
    let frames: Int
    let created_at: Date
    /// Nil only if the uploader's profile is gone.
    let uploader: String?
    /// Where the GIF stands with the operators: a held one is its uploader's alone.
    var review: ReviewState = .none

    var tagList: [String] { tags.split(separator: "\n").map(String.init) }
    var source: ImageSource { .upload(hash: upload_id) }

    /// The rows' query: uploaded GIFs `g` with their uploader `p`, for the caller's conditions. The
    /// columns and the join are one piece of SQL written once: serialising them expression by
    /// expression was 5% of a favourites page (#31).
    static func select(on sql: any SQLDatabase) -> SQLSelectBuilder {
        sql.select().column(columns).from(source)
    }

    private static let columns = SQLRaw(
        ["id", "owner_id", "upload_id", "title", "tags", "width", "height", "frames", "created_at", "review"]
            .map { "g.\($0)" }.joined(separator: ", ") + ", p.nickname AS uploader")
    private static let source = SQLRaw(
        "\(UploadedGif.schema) g LEFT JOIN \(Profile.schema) p ON p.id = g.owner_id")
}

extension UploadedGifRow {
    /// A GIF just added, as the library will read it back.
    init(_ gif: UploadedGif, uploader: String) throws {
        self.init(
            id: try gif.requireID(), owner_id: gif.$owner.id, upload_id: gif.uploadID, title: gif.title,
            tags: gif.tagText, width: gif.width, height: gif.height, frames: gif.frames, created_at: gif.createdAt,
            uploader: uploader)
    }
}
