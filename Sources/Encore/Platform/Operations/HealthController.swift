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
        let healthy: Bool
        do {
            guard let sql = request.db as? any SQLDatabase else { throw Abort(.internalServerError) }
            try await sql.raw("SELECT 1").run()
            healthy = true
        } catch {
            request.logger.error("health check failed", metadata: ["error": "\(error)"])
            healthy = false
        }
        var migrated = true
        if healthy, request.encore.coordination.migrations.isPending {
            migrated = (try? await MigrationGate.pendingNames(request.application).isEmpty) ?? false
            if migrated { request.encore.coordination.migrations.markPending(false) }
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
