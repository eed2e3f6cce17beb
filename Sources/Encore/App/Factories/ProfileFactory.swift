import Vapor

/// Profiles' and sessions' services for one request (see `QuizFactory`).
struct ProfileFactory: Sendable {
    let app: Application
    /// What a deleted profile's GIFs and pictures are removed through.
    let gifs: GifFactory
    private var encore: EncoreServices { app.encore }

    func service(_ request: Request) throws -> ProfileService {
        ProfileService(database: try request.database, clock: encore.clock, signedIn: app.signedInCache)
    }

    func data(_ request: Request) throws -> ProfileDataService {
        ProfileDataService(database: try request.database, now: encore.clock.now())
    }

    func deletion(_ request: Request) throws -> ProfileDeletion {
        let gifs = gifs
        return ProfileDeletion(
            database: try request.database, clock: encore.clock,
            hasher: VaporPasswordHashing(app, on: request.eventLoop), signedIn: app.signedInCache,
            removal: .init(
                gif: { try await gifs.removeUploadedGif($0, request) },
                uploadIfUnused: { try await gifs.uploads.service(request).removeIfUnreferenced($0) }))
    }

    func passwords(_ request: Request) throws -> PasswordService {
        PasswordService(
            database: try request.database, clock: encore.clock,
            hasher: VaporPasswordHashing(app, on: request.eventLoop), signedIn: app.signedInCache)
    }

    func sessions(_ request: Request) throws -> SessionStore {
        SessionStore(database: try request.database, clock: encore.clock, signedIn: app.signedInCache)
    }

    func limits(_ request: Request) throws -> RateLimits { try app.rateLimits(for: request) }

    /// A new profile for this visitor (onboarding, the API), within the per-address allowance: a
    /// script making profiles in a loop would also reset every per-profile limit.
    func createProfile(nickname: String, _ request: Request) async throws -> Profile {
        let profiles = try service(request)
        let verdict = try await profiles.check(nickname: nickname)
        guard verdict == .ok else { throw ProfileService.nicknameProblem(verdict) }
        try await limits(request).require(.profilesPerAddress, key: request.clientNetwork, message: "profile.tooMany")
        return try await profiles.create(nickname: nickname)
    }

    /// Signs this browser in as `profile`: ends any session it had and sets the new cookie.
    func signIn(_ profile: Profile, on response: Response, _ request: Request) async throws {
        let sessions = try sessions(request)
        if let old = request.receivedCookie(SessionStore.cookieName) { try await sessions.end(token: old) }
        let token = try await sessions.start(for: profile)
        response.cookies[SessionStore.cookieName] = CookieFactory.make(
            token, maxAge: Int(SessionStore.lifetime), for: request)
        request.auth.login(profile)
        request.chosenLanguage = profile.language.fixed
    }
}
