import Fluent
import Foundation
import SQLKit

struct CreateRateLimitWindows: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("rate_limit_windows")
            .field("bucket", .string, .required)
            .field("window_start", .double, .required)
            .field("hits", .int, .required)
            .unique(on: "bucket")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("rate_limit_windows").delete()
    }
}
