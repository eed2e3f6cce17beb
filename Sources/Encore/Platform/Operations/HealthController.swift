import Fluent
import SQLKit
import Vapor

/// `/healthz`: 200 when the database answers, 503 otherwise, for load balancers and `make run` checks.
struct HealthController {
    struct Status: Content {
        let status: String
        let database: String
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
        let response = Response(status: healthy ? .ok : .serviceUnavailable)
        try? response.content.encode(Status(status: healthy ? "ok" : "unavailable", database: healthy ? "ok" : "unreachable"))
        response.headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        return response
    }
}
