import Vapor

extension Request {
    var idolFavourites: IdolFavouriteService {
        IdolFavouriteService(directory: idols, now: encore.clock.now())
    }
}
