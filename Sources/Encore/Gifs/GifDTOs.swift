import Foundation

/// An uploaded GIF as pages and the API show it: renditions come from the image pipeline.
struct UploadedGifDTO: Codable, Hashable, Sendable {
    let id: String
    let title: String
    let tags: [String]
    let width: Int
    let height: Int
    let frames: Int
    let uploader: String
    let uploadedAt: Date
    let isMine: Bool
    let page: String
    /// A small animated rendition for grids.
    let previewURL: String
    /// A larger animated rendition for the dialog and the GIF's page.
    let url: String

    init(_ gif: UploadedGifRow, viewer: UUID?, view: ViewContext) {
        let id = gif.id.uuidString.lowercased()
        self.id = id
        title = gif.title
        tags = gif.tagList
        width = gif.width
        height = gif.height
        frames = gif.frames
        uploader = gif.uploader ?? ""
        uploadedAt = gif.created_at
        isMine = viewer == gif.owner_id
        page = Site.uploadedGif.link(id)
        previewURL = view.imageURL(gif.frames > 1 ? .animated(width: 240) : .thumbnail(width: 240), gif.source)
        url = view.imageURL(gif.frames > 1 ? .animated(width: 480) : .thumbnail(width: 480), gif.source)
    }

    static func list(_ page: GifLibrary.Page, viewer: UUID?, view: ViewContext) -> [UploadedGifDTO] {
        page.gifs.map { UploadedGifDTO($0, viewer: viewer, view: view) }
    }
}

struct UploadedGifPageDTO: Codable, Sendable {
    let query: String
    let page: Int
    let hasMore: Bool
    let items: [UploadedGifDTO]
}

/// A favourite GIF: GIPHY's are looked up again by id in the browser; uploaded ones carry their
/// renditions (nil when the GIF was deleted since).
struct GifFavouriteDTO: Codable, Hashable, Sendable {
    let kind: GifFavourite.Kind
    let id: String
    let title: String
    let addedAt: Date
    let gif: UploadedGifDTO?

    init(_ favourite: GifFavourite, gif: UploadedGifDTO? = nil) {
        kind = favourite.kind
        id = favourite.itemID
        title = favourite.title
        addedAt = favourite.createdAt
        self.gif = gif
    }

    init(_ favourite: GifFavourite.Entry, gif: UploadedGifDTO? = nil) {
        kind = favourite.kind
        id = favourite.item_id
        title = favourite.title
        addedAt = favourite.created_at
        self.gif = gif
    }
}

struct GifFavouritesDTO: Codable, Sendable {
    let limit: Int
    let items: [GifFavouriteDTO]
}
