import Vapor

/// The friendly HTML error page, inside the normal layout so the tabs still work. A page that an
/// upstream or a busy moment failed (502–504 on a GET) offers 다시 시도, and a page of a section
/// offers the way back to that section.
enum ErrorPage {
    struct Content: Encodable {
        let status: UInt
        let heading: String
        let message: String
        let retryURL: String?
        let sectionURL: String?
        let sectionLabel: String?
    }

    static func response(_ problem: Problem, _ request: Request) async -> Response {
        let strings = request.encore.strings
        let language = request.language
        let content = Content(
            status: problem.status.code,
            heading: strings.text("error.heading.\(problem.status.code >= 500 ? "server" : "client")", language),
            message: strings.text(problem.key, language, problem.arguments),
            retryURL: request.method == .GET && (502...504).contains(problem.status.code) ? request.url.string : nil,
            sectionURL: section(of: request)?.path,
            sectionLabel: section(of: request).map {
                strings.text("error.backToTab", language, [strings.text("tab.\($0.rawValue)", language)])
            })
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

    /// The section a path is in (`/boxoffice/movies/…` → 박스오피스); nil for the home page and others.
    static func section(of request: Request) -> SectionTab? {
        let path = request.url.path
        return SectionTab.allCases.first { path == $0.path || path.hasPrefix($0.path + "/") }
    }
}
