import Vapor

/// The friendly HTML error page, inside the normal layout so the tabs still work.
enum ErrorPage {
    struct Content: Encodable {
        let status: UInt
        let heading: String
        let message: String
    }

    static func response(_ problem: Problem, _ request: Request) async -> Response {
        let strings = request.encore.strings
        let language = request.language
        let content = Content(
            status: problem.status.code,
            heading: strings.text("error.heading.\(problem.status.code >= 500 ? "server" : "client")", language),
            message: strings.text(problem.key, language, problem.arguments))
        do {
            let view = try await request.page("errors/error", title: content.heading, tab: nil, content)
            let response = try await view.encodeResponse(for: request)
            response.status = problem.status
            return response
        } catch {
            request.logger.error("error page could not be rendered", metadata: ["error": "\(error)"])
            let fallback = Response(
                status: problem.status, body: .init(string: "\(problem.status.code) \(content.message)"))
            fallback.headers.contentType = .plainText
            return fallback
        }
    }
}
