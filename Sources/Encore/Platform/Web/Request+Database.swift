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

    /// Where the room hub reads rooms: connections of their own on PostgreSQL (`DatabaseID.roomReads`);
    /// on SQLite, the one database.
    var roomReadDatabase: EncoreDatabase {
        get throws {
            guard databases.ids().contains(.roomReads) else { return try database }
            return try EncoreDatabase(db(.roomReads))
        }
    }
}
