import Fluent
import Foundation

/// A profile's favourite GIFs: GIPHY ids and uploaded GIFs, newest first, each kept once, up to
/// 1,000 (the GIPHY app this replaces kept 20).
struct GifFavouriteService {
    static let limit = 1_000

    let database: EncoreDatabase
    let now: Date

    private func favourites(of profile: Profile) throws -> FavouriteList<GifFavourite> {
        FavouriteList(database: database, profileID: try profile.requireID(), now: now, limit: Self.limit)
    }

    func list(of profile: Profile) async throws -> [GifFavourite.Entry] {
        try await favourites(of: profile).rows("kind, item_id, title, created_at", as: GifFavourite.Entry.self)
    }

    func contains(_ kind: GifFavourite.Kind, _ id: String, for profile: Profile) async throws -> Bool {
        try await favourites(of: profile).contains(kind, id)
    }

    /// Adds the favourite, or moves it back to the top when it was already there.
    @discardableResult
    func add(_ kind: GifFavourite.Kind, _ id: String, title: String, for profile: Profile) async throws -> GifFavourite
    {
        let title = try await checkedTitle(kind, id, title)
        let profileID = try profile.requireID()
        return try await favourites(of: profile).add(
            kind, id, refresh: { $0.title = title },
            whenFull: GifError.favouritesFull(limit: Self.limit)
        ) {
            GifFavourite(profileID: profileID, kind: kind, itemID: id, title: title, at: now)
        }
    }

    func remove(_ kind: GifFavourite.Kind, _ id: String, for profile: Profile) async throws {
        try await favourites(of: profile).remove(kind, id)
    }

    /// GIPHY titles come from the browser, so they are only trimmed and shortened; an uploaded GIF's
    /// title is read from the library, and an unknown one is refused.
    private func checkedTitle(_ kind: GifFavourite.Kind, _ id: String, _ title: String) async throws -> String {
        switch kind {
        case .giphy:
            try StorableText.check(title, field: "title")
            return String(title.trimmingCharacters(in: .whitespacesAndNewlines).prefix(GifIDs.maxTitle))
        case .upload:
            guard let uuid = UUID(uuidString: id), let gif = try await UploadedGif.find(uuid, on: database) else {
                throw GifError.notFound
            }
            return gif.title
        }
    }
}

/// The shapes of GIF ids Encore accepts: GIPHY's (letters and digits) and uploaded GIFs' (UUIDs).
enum GifIDs {
    static let maxTitle = 140

    static func isValid(_ id: String, kind: GifFavourite.Kind) -> Bool {
        switch kind {
        case .giphy: !id.isEmpty && id.count <= 64 && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        case .upload: UUID(uuidString: id) != nil && id == id.lowercased()
        }
    }
}
