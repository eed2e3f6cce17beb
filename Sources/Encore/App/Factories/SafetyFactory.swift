import Vapor

/// Reports and what operators decide, for one request (see `QuizFactory`).
struct SafetyFactory: Sendable {
    let app: Application
    let quiz: QuizFactory
    let gifs: GifFactory
    let profiles: ProfileFactory
    private var encore: EncoreServices { app.encore }

    func now() -> Date { encore.clock.now() }

    func reports(_ request: Request) throws -> ReportService {
        ReportService(
            database: try request.database, limits: try app.rateLimits(for: request), now: encore.clock.now())
    }

    /// Who is reporting: the signed-in profile, or a guest known by their address (kept as an HMAC).
    func reporter(_ request: Request) -> ReportService.Reporter {
        let profileID = request.auth.get(Profile.self)?.id
        return ReportService.Reporter(
            key: profileID.map { "profile:" + $0.uuidString.lowercased() } ?? "address:" + request.clientNetworkKey,
            profileID: profileID, address: request.clientNetwork)
    }

    func notices(_ request: Request) throws -> MakerNotices {
        MakerNotices(database: try request.database, now: encore.clock.now())
    }

    /// The signed-in maker's notices, as a page shows them (dismissing goes back to this page).
    func noticeViews(_ request: Request) async throws -> [MakerNoticeView] {
        let next = request.url.path + (request.url.query.map { "?" + $0 } ?? "")
        return try await notices(request).unseen(for: request.auth.get(Profile.self)?.id).map {
            MakerNoticeView($0, next: next)
        }
    }

    func roster(_ request: Request) throws -> OperatorRoster {
        OperatorRoster(database: try request.database, now: encore.clock.now())
    }

    func queue(_ request: Request) throws -> ModerationQueue { ModerationQueue(database: try request.database) }

    func confirmation(_ request: Request) throws -> OperatorConfirmation {
        OperatorConfirmation(database: try request.database, now: encore.clock.now())
    }

    /// The same bcrypt sign-in uses, to ask an operator for their password again.
    func passwordHasher(_ request: Request) -> any PasswordHashing { VaporPasswordHashing(app, on: request.eventLoop) }

    func profileModeration(_ request: Request) throws -> ProfileModeration {
        let gifs = gifs
        return ProfileModeration(
            database: try request.database, now: encore.clock.now(), profiles: try profiles.service(request),
            removeUpload: { try await gifs.uploads.service(request).removeIfUnreferenced($0) },
            blockList: try blockList(request))
    }

    func moderation(_ request: Request) throws -> ModerationService {
        let quiz = quiz, gifs = gifs
        return ModerationService(
            database: try request.database, now: encore.clock.now(),
            removal: .init(
                pack: { try await quiz.packs(request).remove($0) },
                gif: { try await gifs.removeUploadedGif($0, request) }),
            blockList: try blockList(request))
    }

    func blockList(_ request: Request) throws -> PictureBlockList {
        PictureBlockList(database: try request.database, pipeline: encore.images.pipeline)
    }
}
