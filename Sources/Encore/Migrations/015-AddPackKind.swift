import Fluent
import Foundation
import SQLKit

/// Packs of 초성 questions beside poster packs; every pack made before is a poster pack.
struct AddPackKind: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("quiz_packs").field("kind", .string, .required, .sql(.default("poster"))).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("quiz_packs").deleteField("kind").update()
    }
}
