import Foundation

/// The favourites list as pages and the API show it: uploaded GIFs resolved in one query.
enum GifFavouriteList {
    static func load(
        of profile: Profile, favourites service: GifFavouriteService, library: GifLibrary, view: ViewContext
    ) async throws -> [GifFavouriteDTO] {
        let favourites = try await service.list(of: profile)
        let uploadIDs = favourites.filter { $0.kind == .upload }.compactMap { UUID(uuidString: $0.item_id) }
        let gifs = try await library.gifs(ids: uploadIDs)
        let dtos = Dictionary(
            uniqueKeysWithValues: gifs.map { UploadedGifDTO($0, viewer: profile.id, view: view) }.map { ($0.id, $0) })
        return favourites.compactMap { favourite in
            guard favourite.kind == .upload else { return GifFavouriteDTO(favourite) }
            // A deleted upload has left everyone's favourites already; skip any straggler.
            return dtos[favourite.item_id].map { GifFavouriteDTO(favourite, gif: $0) }
        }
    }
}
