import Vapor

/// First visit: choose a nickname, get a profile and a session.
struct WelcomeController {
    let profiles: ProfileFactory

    struct Content: Encodable { let onboarding: OnboardingForm }

    struct Submission: Decodable {
        var nickname: String
        var next: String?
    }

    func show(_ request: Request) async throws -> Response {
        let next = Links.safeReturn(request.query[String.self, at: "next"])
        if request.auth.has(Profile.self) { return request.redirect(to: next) }
        let form = OnboardingForm(nickname: "", message: nil, isError: false, next: next)
        return try await request.pageResponse(
            "profiles/welcome", title: request.text("welcome.title"), tab: nil, Content(onboarding: form))
    }

    func create(_ request: Request) async throws -> Response {
        let submission = try request.content.decode(Submission.self)
        let next = Links.safeReturn(submission.next)
        if request.auth.has(Profile.self) { return request.redirect(to: next, redirectType: .normal) }
        do {
            let profile = try await profiles.createProfile(nickname: submission.nickname, request)
            let response = request.redirect(to: next, redirectType: .normal)
            try await profiles.signIn(profile, on: response, request)
            return response
        } catch let problem as FieldProblem {
            let form = OnboardingForm(
                nickname: submission.nickname, message: request.text(problem.key), isError: true, next: next)
            return try await request.pageResponse(
                "profiles/welcome", title: request.text("welcome.title"), tab: nil, status: .unprocessableEntity,
                Content(onboarding: form))
        }
    }
}
