import Fluent
import Foundation

/// An uploaded picture, identified by the SHA-256 of its bytes (the same file uploaded twice is
/// stored once). The bytes live under the data directory; this row records what they are.
final class ImageUpload: Model, @unchecked Sendable {
    static let schema = "image_uploads"

    @ID(custom: "id", generatedBy: .user) var id: String?
    @Field(key: "format") var format: SourceFormat
    @Field(key: "width") var width: Int
    @Field(key: "height") var height: Int
    @Field(key: "frames") var frames: Int
    @Field(key: "byte_count") var byteCount: Int
    @OptionalParent(key: "uploaded_by") var uploadedBy: Profile?
    @Field(key: "created_at") var createdAt: Date

    init() {}

    init(hash: String, info: ImageInfo, byteCount: Int, uploadedBy: UUID?, createdAt: Date) {
        self.id = hash
        self.format = info.format
        self.width = info.width
        self.height = info.height
        self.frames = info.frames
        self.byteCount = byteCount
        self.$uploadedBy.id = uploadedBy
        self.createdAt = createdAt
    }

    var source: ImageSource { .upload(hash: id ?? "") }
}
