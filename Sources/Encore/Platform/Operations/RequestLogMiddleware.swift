import Vapor

/// One structured log line per request: method, path (never the query, which may hold keys),
/// status and duration. Cookies, headers and bodies are never logged.
struct RequestLogMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let start = ContinuousClock.now
        let response: Response
        do {
            response = try await next.respond(to: request)
        } catch {
            log(request, status: (error as? any AbortError)?.status.code ?? 500, since: start)
            throw error
        }
        log(request, status: response.status.code, since: start)
        return response
    }

    private func log(_ request: Request, status: UInt, since start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        request.logger.info("request", metadata: [
            "method": .string(request.method.rawValue),
            "path": .string(request.url.path),
            "status": .stringConvertible(status),
            "duration_ms": .string(String(format: "%.1f", milliseconds)),
        ])
    }
}
