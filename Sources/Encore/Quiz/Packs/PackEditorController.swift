import Vapor

/// The pack editor page, for a new pack or for one of the maker's own; the editor script does the
/// work through the JSON API.
struct PackEditorController {
    let quiz: QuizFactory

    struct Content: Encodable {
        let levels: [Level]
        let tmdbConfigured: Bool
        let maxQuestions: Int
        let saveURL: String
        let saveMethod: String
        /// Editing: where the pack's current draft is, and the key its local draft is kept under.
        let draftURL: String?
        let draftKey: String
    }

    struct Level: Encodable {
        let value: String
        let labelKey: String
        let areaCount: Int
    }

    func new(_ request: Request) async throws -> Response {
        guard request.auth.has(Profile.self) else { return request.redirectToWelcome() }
        return try await render(
            request, title: request.text("quiz.editor.title"),
            saveURL: Site.apiQuizPacks.path, saveMethod: "POST", draftURL: nil, draftKey: "new")
    }

    func edit(_ request: Request) async throws -> Response {
        guard let profile = request.auth.get(Profile.self) else { return request.redirectToWelcome() }
        let pack = try await quiz.packs(request).owned(try request.packID(), by: profile)
        let id = try pack.requireID()
        let api = Site.apiQuizPack.link(id)
        return try await render(
            request, title: request.text("quiz.editor.editTitle"),
            saveURL: api, saveMethod: "PUT", draftURL: Site.apiQuizPackDraft.link(id),
            draftKey: "edit-" + id.uuidString.lowercased())
    }

    private func render(
        _ request: Request, title: String, saveURL: String, saveMethod: String, draftURL: String?, draftKey: String
    ) async throws -> Response {
        let content = Content(
            levels: QuizLevel.allCases.map {
                Level(value: $0.rawValue, labelKey: $0.labelKey, areaCount: $0.areaCount)
            },
            tmdbConfigured: quiz.tmdb.isConfigured,
            maxQuestions: PackService.questionCount.upperBound,
            saveURL: saveURL, saveMethod: saveMethod, draftURL: draftURL, draftKey: draftKey)
        return try await request.pageResponse("quiz/editor", title: title, tab: .quiz, content)
    }
}
