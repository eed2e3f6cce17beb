import Vapor

/// `/api/v1/profile` and the live nickname check. The same services as the HTML pages.
struct ProfileAPIController {
    let profiles: ProfileFactory

    struct Creation: Content { var nickname: String }

    func show(_ request: Request) async throws -> ProfileDTO {
        let profile = try request.requireProfile()
        return try ProfileDTO(profile, avatarURL: request.viewContext.avatarURL(of: profile))
    }

    func create(_ request: Request) async throws -> Response {
        if request.auth.has(Profile.self) { throw ProfileError.alreadySignedIn }
        let creation = try request.content.decode(Creation.self)
        let profile = try await profiles.createProfile(nickname: creation.nickname, request)
        let response = try await ProfileDTO(profile, avatarURL: request.viewContext.avatarURL(of: profile))
            .encodeResponse(status: .created, for: request)
        try await profiles.signIn(profile, on: response, request)
        return response
    }

    func update(_ request: Request) async throws -> ProfileDTO {
        let profile = try request.requireProfile()
        try await profiles.service(request).apply(try request.content.decode(ProfileChanges.self), to: profile)
        return try ProfileDTO(profile, avatarURL: request.viewContext.avatarURL(of: profile))
    }

    /// 내 데이터 내려받기: everything kept about the profile, as a file to save.
    func data(_ request: Request) async throws -> Response {
        let profile = try request.requireProfile()
        try await profiles.limits(request).require(
            .dataExportsPerProfile, key: try profile.requireID().uuidString, message: "settings.data.tooMany")
        let export = try await profiles.data(request).export(profile, view: request.viewContext)
        let response = try await export.encodeResponse(for: request)
        let day = Day(koreaTimeOf: export.exportedAt)
        response.headers.replaceOrAdd(
            name: .contentDisposition, value: #"attachment; filename="encore-data-\#(day).json""#)
        response.headers.replaceOrAdd(name: .cacheControl, value: "private, no-store")
        return response
    }

    func checkNickname(_ request: Request) async throws -> NicknameCheckDTO {
        let nickname = request.query[String.self, at: "nickname"] ?? ""
        let verdict = try await profiles.service(request).check(nickname: nickname, for: request.auth.get(Profile.self))
        return NicknameCheckDTO(nickname: nickname, valid: verdict == .ok, message: request.text(verdict.messageKey))
    }
}
