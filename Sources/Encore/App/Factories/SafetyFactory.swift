import Vapor

/// Reports and what operators decide, for one request (see `QuizFactory`).
struct SafetyFactory: Sendable {
    let app: Application
    private var encore: EncoreServices { app.encore }

    func reports(_ request: Request) throws -> ReportService {
        ReportService(
            database: try request.database, limits: try app.rateLimits(for: request), now: encore.clock.now())
    }

    /// Who is reporting: the signed-in profile, or a guest known by their address (kept as an HMAC).
    func reporter(_ request: Request) -> ReportService.Reporter {
        let profileID = request.auth.get(Profile.self)?.id
        return ReportService.Reporter(
            key: profileID.map { "profile:" + $0.uuidString.lowercased() } ?? "address:" + request.clientAddressKey,
            profileID: profileID, address: request.clientAddress)
    }
}
