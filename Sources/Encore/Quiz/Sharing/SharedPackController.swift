import Vapor

/// `/q/<code>`: a shared pack as a card anyone can play. Someone without a profile plays at once
/// under a guest nickname (changeable later in the settings) instead of being sent to onboarding.
struct SharedPackController {
    let quiz: QuizFactory
    let profiles: ProfileFactory

    struct Content: Encodable {
        let pack: PackSummary
        let levelKey: String
        let playPath: String
        let signedIn: Bool
    }

    func show(_ request: Request) async throws -> Response {
        let pack = try await quiz.packs(request).sharedListing(
            request.parameters.get(.code) ?? "", viewer: request.auth.get(Profile.self)?.id)
        let summary = PackSummary(pack, viewer: request.auth.get(Profile.self)?.id, view: request.viewContext)
        // One spelling per pack, so links typed in lower case still land on the canonical page.
        if let canonical = summary.sharePath, canonical != request.url.path {
            return request.redirect(to: canonical, redirectType: .permanent)
        }
        let content = Content(
            pack: summary, levelKey: summary.level.labelKey, playPath: Site.quizSharedPlay.link(pack.share_code ?? ""),
            signedIn: request.auth.has(Profile.self))
        // The card shows no poster at all: never more of one than the pack's cover gives away.
        let level = request.text(summary.level.labelKey)
        let og = request.openGraph(
            title: pack.title,
            description: request.text(
                "og.pack.description", [summary.maker.nickname, level, String(summary.questionCount)]),
            card: PreviewCard(
                title: pack.title,
                subtitle: request.text("og.pack.subtitle", [summary.maker.nickname, String(summary.questionCount)]),
                badge: level, qr: nil))
        return try await request.pageResponse("quiz/shared", title: pack.title, tab: .quiz, og: og, content)
    }

    func play(_ request: Request) async throws -> Response {
        let pack = try await quiz.packs(request).sharedListing(
            request.parameters.get(.code) ?? "", viewer: request.auth.get(Profile.self)?.id)
        if let player = request.auth.get(Profile.self) {
            return try await quiz.startPlaying(pack.id, as: player, request)
        }
        try await quiz.limits(request).require(
            .guestsPerAddress, key: request.clientNetwork, message: "quiz.share.tooManyGuests")
        let guest = try await profiles.service(request).createGuest(prefix: request.text("quiz.share.guestPrefix"))
        let response = try await quiz.startPlaying(pack.id, as: guest, request)
        try await profiles.signIn(guest, on: response, request)
        return response
    }
}
