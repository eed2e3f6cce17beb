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

    var tagList: [String] { tags.split(separator: "\n").map(String.init) }
    var source: ImageSource { .upload(hash: upload_id) }

    /// The rows' query: uploaded GIFs `g` with their uploader `p`, for the caller's conditions.
    static func select(on sql: any SQLDatabase) -> SQLSelectBuilder {
        sql.select()
            .columns(
                ["id", "owner_id", "upload_id", "title", "tags", "width", "height", "frames", "created_at"].map {
                    SQLColumn($0, table: "g")
                }
            )
            .column(SQLColumn("nickname", table: "p"), as: "uploader")
            .from(SQLAlias(SQLIdentifier(UploadedGif.schema), as: SQLIdentifier("g")))
            .join(
                SQLAlias(SQLIdentifier(Profile.schema), as: SQLIdentifier("p")), method: SQLJoinMethod.left,
                on: SQLColumn("id", table: "p"), .equal, SQLColumn("owner_id", table: "g"))
    }
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
