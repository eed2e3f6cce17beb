import Fluent
import Vapor

/// The favourites list as pages and the API show it: uploaded GIFs resolved in one query.
enum GifFavouriteList {
    static func load(_ request: Request) async throws -> [GifFavouriteDTO] {
        let favourites = try await request.gifFavourites.list(of: try request.requireProfile())
        let uploadIDs = favourites.filter { $0.kind == .upload }.compactMap { UUID(uuidString: $0.itemID) }
        let gifs = uploadIDs.isEmpty ? [] : try await UploadedGif.query(on: request.db).filter(\.$id ~~ uploadIDs).all()
        let library = try request.gifLibrary
        let page = GifLibrary.Page(gifs: gifs, nicknames: try await library.nicknames(of: gifs), hasMore: false)
        let dtos = Dictionary(uniqueKeysWithValues: UploadedGifDTO.list(page, request: request).map { ($0.id, $0) })
        return favourites.compactMap { favourite in
            guard favourite.kind == .upload else { return GifFavouriteDTO(favourite) }
            // A deleted upload has left everyone's favourites already; skip any straggler.
            return dtos[favourite.itemID].map { GifFavouriteDTO(favourite, gif: $0) }
        }
    }
}
