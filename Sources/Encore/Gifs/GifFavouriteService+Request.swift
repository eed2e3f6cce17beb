import Vapor

extension Request {
    var gifFavourites: GifFavouriteService {
        get throws { GifFavouriteService(database: try database, now: encore.clock.now()) }
    }
}
