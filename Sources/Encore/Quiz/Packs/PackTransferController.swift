import Foundation
import Vapor

/// Exporting a pack to JSON (its maker only: the file holds the answers) and importing one, checked
/// by every rule a new pack is; a file that is not one says so plainly.
struct PackTransferController {
    let quiz: QuizFactory
    let safety: SafetyFactory

    static let format = "encore-quiz-pack"
    static let version = 1
    static let maxBytes: ByteCount = "256kb"

    struct File: Content {
        let format: String
        let version: Int
        let pack: PackDraft
    }

    private struct Header: Decodable {
        let format: String?
        let version: Int?
    }

    struct Upload: Content { var file: Vapor.File }

    func export(_ request: Request) async throws -> Response {
        let pack = try await quiz.packs(request).owned(try request.packID(), by: try request.requireProfile())
        try await quiz.packs(request).loadQuestions(of: pack)
        let file = File(
            format: Self.format, version: Self.version,
            pack: EditableDraft(pack, tmdb: quiz.tmdb, view: request.viewContext).draft)
        let response = try await file.encodeResponse(for: request)
        let name = "encore-quiz-\(pack.shareCode ?? "pack").json"
        response.headers.replaceOrAdd(name: .contentDisposition, value: "attachment; filename=\"\(name)\"")
        return response
    }

    func importAPI(_ request: Request) async throws -> Response {
        let profile = try request.requireProfile()
        let pack = try await importPack(Data(buffer: request.body.data ?? ByteBuffer()), by: profile, request)
        pack.$maker.value = profile
        try await quiz.packs(request).loadQuestions(of: pack)
        return try await PackSummary(pack, viewer: request.auth.get(Profile.self)?.id, view: request.viewContext)
            .encodeResponse(status: .created, for: request)
    }

    /// The form on the quiz home page: back to the home page with the new pack, or with the reason.
    func importPage(_ request: Request) async throws -> Response {
        guard let profile = request.auth.get(Profile.self) else {
            return request.redirectToWelcome(next: Site.quiz.path)
        }
        do {
            guard let upload = try? request.content.decode(Upload.self) else {
                throw PackImportError.noFile
            }
            let pack = try await importPack(Data(buffer: upload.file.data), by: profile, request)
            return request.redirect(
                to: Site.quiz.path + "#pack-" + (try pack.requireID()).uuidString, redirectType: .normal)
        } catch {
            guard let problem = Problem.explained(error) else { throw error }
            let message = request.text(problem.key, problem.arguments)
            let detail = problem.field.map { request.text("quiz.import.field", [$0, message]) } ?? message
            return try await QuizHomeController(quiz: quiz, safety: safety).render(
                request, importError: detail, status: problem.status)
        }
    }

    func importPack(_ data: Data, by profile: Profile, _ request: Request) async throws -> QuizPack {
        // The route's body limit covers streamed bodies; this covers the rest (and multipart files).
        guard data.count <= Self.maxBytes.value else {
            throw PackImportError.tooLarge(kilobytes: 256)
        }
        let decoder = JSONDecoder()
        guard let header = try? decoder.decode(Header.self, from: data) else {
            throw PackImportError.malformed
        }
        guard header.format == Self.format else { throw PackImportError.notAPack }
        guard header.version == Self.version else {
            throw PackImportError.unsupportedVersion(Self.version)
        }
        let file: File
        do {
            file = try decoder.decode(File.self, from: data)
        } catch let error as DecodingError {
            throw PackImportError.invalid(path: Self.path(of: error))
        }
        return try await quiz.packs(request).create(file.pack, by: profile)
    }

    /// Where in the file decoding stopped (`pack.questions[2].areas`), for the error message.
    private static func path(of error: DecodingError) -> String {
        let context: DecodingError.Context? =
            switch error {
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context): context
            case .keyNotFound(let key, let context):
                DecodingError.Context(codingPath: context.codingPath + [key], debugDescription: "")
            @unknown default: nil
            }
        let path = (context?.codingPath ?? []).map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.hasPrefix(".") ? String(path.dropFirst()) : (path.isEmpty ? "-" : path)
    }
}
