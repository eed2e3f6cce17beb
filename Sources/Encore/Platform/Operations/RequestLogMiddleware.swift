import NIOCore
import Vapor

/// One structured log line per request: method, path (never the query, which may hold keys),
/// status and duration. Cookies, headers and bodies are never logged. Future-based like the other
/// always-on middleware: an async middleware costs a hop to the task pool and back per request.
struct RequestLogMiddleware: Middleware {
    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        let start = NIODeadline.now()
        return next.respond(to: request).always { result in
            let status: UInt =
                switch result {
                case .success(let response): response.status.code
                case .failure(let error): (error as? any AbortError)?.status.code ?? 500
                }
            // Tenths of a millisecond, without String(format:) (slow on Linux, and this runs per request).
            let tenths = (NIODeadline.now() - start).nanoseconds / 100_000
            request.logger.info(
                "request",
                metadata: [
                    "method": .string(request.method.rawValue),
                    "path": .string(request.url.path),
                    "status": .stringConvertible(status),
                    "duration_ms": .string("\(tenths / 10).\(tenths % 10)"),
                ])
        }
    }
}
