import Vapor

/// Dismisses one of the signed-in maker's notices (`MakerNotices`) and goes back where it was shown.
struct MakerNoticeController {
    let safety: SafetyFactory

    struct Form: Decodable {
        let next: String?
    }

    func dismiss(_ request: Request) async throws -> Response {
        guard let profile = request.auth.get(Profile.self)?.id else { return request.redirectToWelcome() }
        guard let id = request.parameters.get(.id, as: UUID.self) else { throw GenericRefusal(.notFound) }
        try await safety.notices(request).dismiss(id, for: profile)
        let next = (try? request.content.decode(Form.self))?.next ?? Site.home.path
        // Only a path of this site: never somewhere a crafted form could send the player.
        let local = next.hasPrefix("/") && !next.hasPrefix("//") && !next.hasPrefix("/\\")
        return request.redirect(to: local ? next : Site.home.path, redirectType: .normal)
    }
}
