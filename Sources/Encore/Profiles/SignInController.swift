import Vapor

/// Signing in to an existing profile from another browser with its password, and signing out.
struct SignInController {
    let profiles: ProfileFactory

    struct Content: Encodable {
        let nickname: String
        let message: String?
        let next: String
    }

    struct Submission: Decodable {
        var nickname: String
        var password: String
        var next: String?
    }

    func show(_ request: Request) async throws -> Response {
        let next = Links.safeReturn(request.query[String.self, at: "next"])
        return try await render(request, Content(nickname: "", message: nil, next: next))
    }

    func signIn(_ request: Request) async throws -> Response {
        let submission = try request.content.decode(Submission.self)
        let next = Links.safeReturn(submission.next)
        do {
            // One address's guesses at one nickname lock that address out of it, for every nickname
            // alike; the profile's own lock (`profileAttemptsBeforeLock`) needs many addresses.
            let guesses =
                request.clientNetwork + "/"
                + Profile.key(
                    for: ProfileService.canonical(
                        submission.nickname.trimmingCharacters(in: .whitespaces)))
            guard try await profiles.limits(request).allow(.signInPerAddress, key: request.clientNetwork),
                try await profiles.limits(request).allow(.signInGuesses, key: guesses)
            else {
                throw FieldProblem("password", "signin.locked", kind: .tooManyAttempts)
            }
            let profile = try await profiles.passwords(request).signIn(
                nickname: submission.nickname, password: submission.password)
            try await profiles.limits(request).forgive(.signInGuesses, key: guesses)
            let response = request.redirect(to: next, redirectType: .normal)
            try await profiles.signIn(profile, on: response, request)
            return response
        } catch let problem as FieldProblem {
            let content = Content(nickname: submission.nickname, message: request.text(problem.key), next: next)
            return try await render(request, content, status: problem.answer.status)
        }
    }

    func signOut(_ request: Request) async throws -> Response {
        if let token = request.receivedCookie(SessionStore.cookieName) {
            try await profiles.sessions(request).end(token: token)
        }
        request.auth.logout(Profile.self)
        let response = request.redirect(to: Site.home.path, redirectType: .normal)
        response.cookies[SessionStore.cookieName] = CookieFactory.expired(for: request)
        return response
    }

    private func render(_ request: Request, _ content: Content, status: HTTPResponseStatus = .ok) async throws
        -> Response
    {
        try await request.pageResponse(
            "profiles/signin", title: request.text("signin.title"), tab: nil, status: status, content)
    }
}
