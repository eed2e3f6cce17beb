import Fluent
import Foundation
import SQLKit

struct CreateKOBISCallCount: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("kobis_call_counts")
            .field("day", .string, .identifier(auto: false))
            .field("calls", .int, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("kobis_call_counts").delete()
    }
}
