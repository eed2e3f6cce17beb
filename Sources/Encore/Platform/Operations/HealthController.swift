import Fluent
import SQLKit
import Vapor

/// `/healthz`: 200 when the database answers, 503 otherwise, for load balancers and `make run` checks.
struct HealthController {
    struct Status: Content {
        let status: String
        let database: String
        /// "pending" while the database needs `encore migrate`.
        let migrations: String
    }

    func health(_ request: Request) async -> Response {
        // One query when all is well: reading Fluent's log answers both questions. A database
        // migrated back under a running server (`encore migrate --revert`) has fewer rows than
        // this build's migrations, and is pending again.
        var healthy = false
        var migrated = false
        do {
            let sql = try request.database.sql
            do {
                let ran =
                    try await sql.raw("SELECT COUNT(*) AS n FROM _fluent_migrations").first()?
                    .decode(column: "n", as: Int.self) ?? 0
                healthy = true
                migrated = ran >= request.encore.coordination.migrations.expected
            } catch {
                // No log at all (a new database), or no database: only the second is unhealthy.
                try await sql.raw("SELECT 1").run()
                healthy = true
            }
        } catch {
            request.logger.error("health check failed", metadata: ["error": "\(error)"])
        }
        let response = Response(status: healthy && migrated ? .ok : .serviceUnavailable)
        try? response.content.encode(
            Status(
                status: healthy && migrated ? "ok" : "unavailable", database: healthy ? "ok" : "unreachable",
                migrations: migrated ? "ok" : "pending"))
        response.headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        return response
    }
}
