import Vapor

extension Request {
    var idolFavourites: IdolFavouriteService {
        get throws { IdolFavouriteService(directory: try idols, now: encore.clock.now()) }
    }
}
