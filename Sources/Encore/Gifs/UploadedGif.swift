import Fluent
import Foundation

/// A GIF a player uploaded to Encore's own library ("My GIFs"): the picture is an `ImageUpload`,
/// served through the image pipeline; this row adds what people search it by.
final class UploadedGif: Model, @unchecked Sendable {
    static let schema = "uploaded_gifs"

    @ID(key: .id) var id: UUID?
    @Parent(key: "owner_id") var owner: Profile
    @Field(key: "upload_id") var uploadID: String
    @Field(key: "title") var title: String
    /// Tags joined by "\n" (a tag may hold spaces and commas are split on input).
    @Field(key: "tags") var tagText: String
    @Field(key: "width") var width: Int
    @Field(key: "height") var height: Int
    @Field(key: "frames") var frames: Int
    /// Search keys of the title and each tag, `|`-separated (see `SearchKeys`).
    @Field(key: "search_text") var searchText: String
    @Field(key: "search_chosung") var searchChosung: String
    @Field(key: "created_at") var createdAt: Date

    init() {}

    init(owner: UUID, upload: ImageUpload, title: String, tags: [String], at date: Date) {
        self.$owner.id = owner
        uploadID = upload.id ?? ""
        self.title = title
        tagText = tags.joined(separator: "\n")
        width = upload.width
        height = upload.height
        frames = upload.frames
        let keys = SearchKeys(names: [title] + tags)
        searchText = keys.text
        searchChosung = keys.chosung
        createdAt = date
    }

    var source: ImageSource { .upload(hash: uploadID) }
}
