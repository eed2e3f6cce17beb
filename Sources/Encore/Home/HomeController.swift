import Vapor

/// The home page: what Encore is and its four sections, with the nickname form on a first visit.
struct HomeController {
    let quiz: QuizFactory
    let safety: SafetyFactory

    struct SectionIntro: Encodable, Hashable {
        let key: String
        let href: String
        let titleKey: String
        let bodyKey: String

        init(_ tab: SectionTab) {
            key = tab.rawValue
            href = tab.path
            titleKey = "section.\(tab.rawValue).title"
            bodyKey = "section.\(tab.rawValue).body"
        }
    }

    /// The parts that are the same for every visitor (`home/play-box`, `home/sections`): rendered
    /// once per language.
    struct Sections: Encodable, Hashable {
        let sections: [SectionIntro]
    }

    struct PlayBox: Encodable, Hashable {}

    struct Content: Encodable {
        let onboarding: OnboardingForm?
        let daily: DailyCard?
        let playBoxHTML: RenderedFragment
        let sectionsHTML: RenderedFragment
        let notices: [MakerNoticeView]
        let hasNotices: Bool
        /// Just after 프로필 삭제 (`?deleted=1`), to a visitor no longer signed in.
        let deleted: Bool
    }

    func index(_ request: Request) async throws -> Response {
        let onboarding =
            request.auth.has(Profile.self)
            ? nil : OnboardingForm(nickname: "", message: nil, isError: false, next: Site.home.path)
        let notices = try await safety.noticeViews(request)
        let content = Content(
            onboarding: onboarding, daily: await quiz.dailyCard(request),
            playBoxHTML: try await request.fragment("home/play-box", PlayBox()),
            sectionsHTML: try await request.fragment(
                "home/sections", Sections(sections: SectionTab.allCases.map(SectionIntro.init))),
            notices: notices, hasNotices: !notices.isEmpty,
            deleted: !request.auth.has(Profile.self) && request.query[String.self, at: "deleted"] == "1")
        return try await request.pageResponse("home/index", title: request.text("home.title"), tab: nil, content)
    }
}
