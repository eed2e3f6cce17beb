import Fluent
import Foundation

/// A group or member a profile keeps, by the data file's stable id (so two members who share a
/// stage name never collide, and reloading the file keeps every favourite).
final class IdolFavourite: FavouriteRow, @unchecked Sendable {
    static let schema = "idol_favourites"

    enum Kind: String, Codable, Sendable, CaseIterable {
        case group, member
    }

    @ID(key: .id) var id: UUID?
    @Field(key: "profile_id") var profileID: UUID
    @Field(key: "kind") var kind: Kind
    @Field(key: "item_id") var itemID: String
    @Field(key: "created_at") var createdAt: Date

    init() {}

    init(profileID: UUID, kind: Kind, itemID: String, at date: Date) {
        self.profileID = profileID
        self.kind = kind
        self.itemID = itemID
        createdAt = date
    }
}
