import Fluent
import Foundation
import SQLKit

struct CreateBoxOfficeArchive: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("boxoffice_charts")
            .id()
            .field("kind", .string, .required)
            .field("day", .string, .required)
            .field("filter", .string, .required)
            .field("range_start", .string)
            .field("range_end", .string)
            .field("entries", .array(of: .json), .required)
            .field("fetched_at", .datetime, .required)
            .unique(on: "kind", "day", "filter")
            .create()
        try await database.schema("boxoffice_movie_days")
            .id()
            .field("movie_code", .string, .required)
            .field("day", .string, .required)
            .field("rank", .int, .required)
            .field("title", .string, .required)
            .field("audience", .int64, .required)
            .field("audience_total", .int64, .required)
            .unique(on: "movie_code", "day")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("boxoffice_movie_days").delete()
        try await database.schema("boxoffice_charts").delete()
    }
}
