import Fluent
import Foundation

/// A GIF a profile keeps: a GIPHY id (the picture itself stays on GIPHY and is looked up again by the
/// browser) or one of Encore's uploaded GIFs. The title is kept so the list reads well without GIPHY.
final class GifFavourite: FavouriteRow, @unchecked Sendable {
    static let schema = "gif_favourites"

    enum Kind: String, Codable, Sendable, CaseIterable {
        case giphy, upload
    }

    @ID(key: .id) var id: UUID?
    @Field(key: "profile_id") var profileID: UUID
    @Field(key: "kind") var kind: Kind
    @Field(key: "item_id") var itemID: String
    @Field(key: "title") var title: String
    @Field(key: "created_at") var createdAt: Date

    init() {}

    /// A favourite as the list reads it (a plain row).
    struct Entry: Decodable, Sendable {
        let kind: Kind
        let item_id: String
        let title: String
        let created_at: Date
    }

    init(profileID: UUID, kind: Kind, itemID: String, title: String, at date: Date) {
        self.profileID = profileID
        self.kind = kind
        self.itemID = itemID
        self.title = title
        createdAt = date
    }
}
