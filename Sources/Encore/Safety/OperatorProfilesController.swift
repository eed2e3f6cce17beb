import Vapor

/// The console's 프로필 page: find a profile by nickname, reset its nickname or take down its avatar.
/// Drawn and confirmed (the password again) as the rest of the console (`OperatorPageController`).
struct OperatorProfilesController {
    let console: OperatorPageController
    private var safety: SafetyFactory { console.safety }

    struct ProfileActionForm: Decodable {
        let id: UUID?
        let action: String?
        let reason: String?
        let note: String?
        let password: String?
        let period: String?
        /// "on" to block the avatar's picture as it is removed.
        let block: String?
        let q: String?
    }

    func profiles(_ request: Request) async throws -> Response {
        try await console.render(
            request, staff: try request.requireStaff(), section: .profiles,
            query: request.query[String.self, at: "q"] ?? "")
    }

    func actOnProfile(_ request: Request) async throws -> Response {
        let staff = try request.requireStaff()
        let form = try? request.content.decode(ProfileActionForm.self)
        let query = form?.q ?? ""
        do {
            guard let id = form?.id, let action = form?.action.flatMap(ProfileModeration.Action.init(rawValue:)) else {
                throw GenericRefusal(.badRequest)
            }
            try await console.confirm(request, staff: staff, password: form?.password)
            try await safety.profileModeration(request).act(
                action, on: id, reason: form?.reason.flatMap(ReportReason.init(rawValue:)), note: form?.note,
                period: form?.period.flatMap(Suspension.Period.init(rawValue:)), blockPicture: form?.block == "on",
                by: .init(id: try staff.profile.requireID(), nickname: staff.profile.nickname))
            return request.redirect(
                to: Links.withQuery(Site.operatorProfiles.path, [("q", query)]), redirectType: .normal)
        } catch {
            return try await console.refusal(
                error, request, staff: staff, section: .profiles, subject: form?.id, note: form?.note ?? "",
                query: query)
        }
    }
}
