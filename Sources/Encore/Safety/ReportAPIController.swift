import Vapor

/// `POST /api/v1/reports`: a pack or a GIF reported by a profile or a guest (the web form's twin).
struct ReportAPIController {
    let safety: SafetyFactory

    struct Input: Content {
        let kind: ReportSubject.Kind
        let id: UUID
        let reason: ReportReason
        let note: String?
    }

    func create(_ request: Request) async throws -> HTTPStatus {
        let input = try request.content.decode(Input.self)
        try await safety.reports(request).report(
            ReportSubject(kind: input.kind, id: input.id), reason: input.reason, note: input.note,
            by: safety.reporter(request))
        return .noContent
    }
}
