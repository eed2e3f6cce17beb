import Vapor

/// 신고하기: the page that reports a pack or a GIF (a reason, a note) and thanks the reporter after.
/// Guests may report; the form works without JavaScript.
struct ReportPageController {
    let safety: SafetyFactory

    struct Content: Encodable {
        let kind: String
        let title: String
        let action: String
        let back: String
        let reasons: [Reason]
        let note: String
        let noteLimit: Int
        /// What the page says a report does: a profile stays as it is until an operator acts.
        let explainKey: String
        let doneKey: String
        var error: String? = nil
        var errorField: String? = nil
        var done = false
    }

    struct Reason: Encodable {
        let value: String
        let labelKey: String
        let checked: Bool
    }

    struct Form: Decodable {
        let reason: String?
        let note: String?
    }

    func showPack(_ request: Request) async throws -> Response {
        try await render(request, subject: try packSubject(request))
    }

    func showGif(_ request: Request) async throws -> Response {
        try await render(request, subject: try gifSubject(request))
    }

    func showProfile(_ request: Request) async throws -> Response {
        try await render(request, subject: try profileSubject(request))
    }

    func reportProfile(_ request: Request) async throws -> Response {
        try await report(request, subject: try profileSubject(request))
    }

    func reportPack(_ request: Request) async throws -> Response {
        try await report(request, subject: try packSubject(request))
    }

    func reportGif(_ request: Request) async throws -> Response {
        try await report(request, subject: try gifSubject(request))
    }

    private func report(_ request: Request, subject: ReportSubject) async throws -> Response {
        let form = try? request.content.decode(Form.self)
        do {
            guard let reason = form?.reason.flatMap(ReportReason.init(rawValue:)) else {
                throw FieldProblem("reason", "reports.error.reasonMissing")
            }
            try await safety.reports(request).report(
                subject, reason: reason, note: form?.note, by: safety.reporter(request))
            return try await render(request, subject: subject, form: form, done: true)
        } catch {
            guard let problem = Problem.explained(error), problem.status != .notFound else { throw error }
            return try await render(
                request, subject: subject, form: form, problem: problem, status: problem.status)
        }
    }

    private func render(
        _ request: Request, subject: ReportSubject, form: Form? = nil, problem: ErrorAnswer? = nil,
        done: Bool = false, status: HTTPResponseStatus = .ok
    ) async throws -> Response {
        guard let item = try await safety.reports(request).item(subject) else { throw ReportError.notFound }
        let id = subject.id.uuidString.lowercased()
        let content = Content(
            kind: subject.kind.rawValue, title: item.title,
            action: Self.action(subject), back: subject.kind == .gif ? Site.gifLibrary.path : Site.quiz.path,
            reasons: ReportReason.allCases.map {
                Reason(value: $0.rawValue, labelKey: $0.labelKey, checked: form?.reason == $0.rawValue)
            },
            note: form?.note ?? "", noteLimit: ReportReason.noteLimit,
            explainKey: subject.kind == .profile ? "reports.profile.explain" : "reports.explain",
            doneKey: subject.kind == .profile ? "reports.profile.done" : "reports.done.body",
            error: problem.map { request.text($0.key, $0.arguments) }, errorField: problem?.field ?? "reason",
            done: done)
        return try await request.pageResponse(
            "safety/report", title: request.text("reports.title"), tab: subject.kind == .gif ? .gifs : .quiz,
            status: status, content)
    }

    private static func action(_ subject: ReportSubject) -> String {
        switch subject.kind {
        case .pack: Site.quizPackReport.link(subject.id)
        case .gif: Site.uploadedGifReport.link(subject.id.uuidString.lowercased())
        case .profile: Site.profileReport.link(subject.id)
        }
    }

    private func profileSubject(_ request: Request) throws -> ReportSubject {
        guard let id = request.parameters.get(.profileID, as: UUID.self) else { throw ReportError.notFound }
        return ReportSubject(kind: .profile, id: id)
    }

    private func packSubject(_ request: Request) throws -> ReportSubject {
        ReportSubject(kind: .pack, id: try request.packID())
    }

    private func gifSubject(_ request: Request) throws -> ReportSubject {
        ReportSubject(kind: .gif, id: try request.uploadedGifID())
    }
}
