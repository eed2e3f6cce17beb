import Vapor

/// Serves each profile's avatar. Anyone may see any avatar (it is shown next to quiz packs).
struct AvatarController {
    let profiles: ProfileFactory

    func show(_ request: Request) async throws -> Response {
        guard let id = request.parameters.get(.profileID, as: UUID.self),
            let profile = try await profiles.service(request).find(id)
        else { throw GenericRefusal(.notFound) }
        let response = Response(
            status: .ok, body: .init(string: MonogramAvatar(id: id, nickname: profile.nickname).svg))
        response.headers.contentType = .svg
        // The URL carries a version that changes with the nickname, so a day of caching is safe.
        response.headers.replaceOrAdd(name: .cacheControl, value: "public, max-age=86400")
        return response
    }
}
