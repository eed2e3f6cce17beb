import Vapor

/// Turns every error into a response a person or a client can act on: JSON under `/api`, a
/// friendly page elsewhere. Never a stack trace; server faults are logged with the request id.
struct ErrorResponder: Middleware {
    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        next.respond(to: request).flatMapError { error in
            request.eventLoop.makeFutureWithTask { await response(for: error, request) }
        }
    }

    private func response(for error: any Error, _ request: Request) async -> Response {
        let problem = Problem(error)
        if problem.status.code >= 500 {
            request.logger.error("request failed", metadata: ["error": "\(String(reflecting: error))"])
        }
        if !problem.isCoded { request.encore.coordination.uncodedErrors.record(error) }
        let response =
            request.url.path.hasPrefix("/api/")
            ? jsonResponse(problem, request)
            : await ErrorPage.response(problem, request)
        for (name, value) in problem.headers { response.headers.replaceOrAdd(name: name, value: value) }
        return response
    }

    private func jsonResponse(_ problem: Problem, _ request: Request) -> Response {
        let language = request.language
        let body = APIErrorBody(
            error: .init(
                status: Int(problem.status.code),
                code: problem.code,
                message: request.encore.strings.text(problem.key, language, problem.arguments),
                field: problem.field,
                detail: problem.detail))
        if let route = request.route {
            request.encore.coordination.answeredErrors.record(
                method: request.method.rawValue, routePath: route.path.map(\.description),
                status: Int(problem.status.code), code: problem.code)
        }
        let response = Response(status: problem.status)
        try? response.content.encode(body, as: .json)
        return response
    }
}

/// The JSON error format of `/api/v1`: `{"error": {"status", "code", "message", "detail"?}}`.
struct APIErrorBody: Content {
    struct Payload: Content {
        let status: Int
        let code: String
        let message: String
        let field: String?
        let detail: String?
    }
    let error: Payload
}
