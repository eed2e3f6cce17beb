import Vapor

extension Request {
    var gifFavourites: GifFavouriteService {
        GifFavouriteService(database: db, now: encore.clock.now())
    }
}
