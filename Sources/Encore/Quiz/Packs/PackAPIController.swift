import Vapor

/// `/api/v1/quiz/packs`: list (newest first, `PackService.listPageSize` to a `?page=`), create (the editor's draft, checked on the server),
/// edit and delete (maker only). The same `PackService` the pages will use.
struct PackAPIController {
    let quiz: QuizFactory

    func list(_ request: Request) async throws -> [PackSummary] {
        try await quiz.listedPacks(request, page: try request.pageNumber()).packs
    }

    func create(_ request: Request) async throws -> Response {
        let maker = try request.requireProfile()
        let draft = try request.content.decode(PackDraft.self)
        let pack = try await quiz.packs(request).create(draft, by: maker)
        return try await summary(pack, madeBy: maker, request).encodeResponse(status: .created, for: request)
    }

    /// The maker's own pack as the editor needs it.
    func draft(_ request: Request) async throws -> EditableDraft {
        let pack = try await quiz.packs(request).owned(try request.packID(), by: try request.requireProfile())
        try await quiz.packs(request).loadQuestions(of: pack)
        return EditableDraft(pack, tmdb: quiz.tmdb, view: request.viewContext)
    }

    func update(_ request: Request) async throws -> PackSummary {
        let maker = try request.requireProfile()
        let draft = try request.content.decode(PackDraft.self)
        let pack = try await quiz.packs(request).update(try request.packID(), with: draft, by: maker)
        return try await summary(pack, madeBy: maker, request)
    }

    private func summary(_ pack: QuizPack, madeBy maker: Profile, _ request: Request) async throws -> PackSummary {
        pack.$maker.value = maker  // the one asking made it: no need to read the profile back
        try await quiz.packs(request).loadQuestions(of: pack)
        return try PackSummary(pack, viewer: request.auth.get(Profile.self)?.id, view: request.viewContext)
    }

    func delete(_ request: Request) async throws -> HTTPStatus {
        let profile = try request.requireProfile()
        try await quiz.packs(request).delete(try request.packID(), by: profile)
        return .noContent
    }
}
