import Vapor

extension Request {
    /// The request's database as Encore's seam (its logger and event loop).
    var database: EncoreDatabase {
        get throws { try EncoreDatabase(db) }
    }
}

extension Application {
    /// The application's database as Encore's seam.
    var database: EncoreDatabase {
        get throws { try EncoreDatabase(db) }
    }
}
