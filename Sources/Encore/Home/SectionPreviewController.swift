import Vapor

/// Each tab's landing page until its section is built: what the section will do, honestly marked
/// as coming soon. Each section's own issue replaces its route.
struct SectionPreviewController {

    func show(_ tab: SectionTab) -> @Sendable (Request) async throws -> Response {
        { request in
            try await request.pageResponse(
                "home/section-preview", title: request.text("section.\(tab.rawValue).title"), tab: tab, HomeController.SectionIntro(tab))
        }
    }
}
