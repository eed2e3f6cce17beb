import Vapor

/// 내 GIF: the library of GIFs players uploaded (search, only mine, upload), one GIF's page, and
/// deleting your own. Everything works without JavaScript.
struct GifLibraryPageController {
    let gifs: GifFactory
    let uploads: UploadFactory

    static let maxUpload: ByteCount = "13mb"

    struct Content: Encodable {
        struct Form: Encodable {
            var title = ""
            var tags = ""
            var error: String?
            var errorField: String?
        }

        let gifs: GifPageContent
        let query: String
        let onlyMine: Bool
        let items: [UploadedGifDTO]
        let hasItems: Bool
        let nextPage: String?
        let form: Form
    }

    struct DetailContent: Encodable {
        let gifs: GifPageContent
        let gif: UploadedGifDTO
        let isFavourite: Bool
        let hasTags: Bool
        let tagLinks: [TagLink]
        /// Held back by a report (only its uploader gets this far).
        let underReview: Bool
        /// 신고: on someone else's GIF that no operator has approved.
        let reportPath: String?
    }

    struct TagLink: Encodable {
        let label: String
        let href: String
    }

    func show(_ request: Request) async throws -> Response {
        try await render(request)
    }

    func render(_ request: Request, form: Content.Form = .init(), status: HTTPResponseStatus = .ok) async throws
        -> Response
    {
        let query = try request.gifQuery()
        let onlyMine = request.query[String.self, at: "owner"] == "me" && request.auth.get(Profile.self) != nil
        let page = try request.pageNumber()
        let result = try await gifs.library(request).page(
            query: query, ownerID: onlyMine ? request.auth.get(Profile.self)?.id : nil, page: page)
        let next = Links.withQuery(
            Site.gifLibrary.path,
            (query.isEmpty ? [] : [("q", query)]) + (onlyMine ? [("owner", "me")] : []) + [("page", String(page + 1))])
        let content = Content(
            gifs: try await gifs.pageContent(request, active: .library), query: query, onlyMine: onlyMine,
            items: UploadedGifDTO.list(result, viewer: request.auth.get(Profile.self)?.id, view: request.viewContext),
            hasItems: !result.gifs.isEmpty,
            nextPage: result.hasMore ? next : nil, form: form)
        return try await request.pageResponse(
            "gifs/library", title: request.text("gifs.tab.library"), tab: .gifs, status: status, content)
    }

    /// The upload form: on success the new GIF's page, else the library again with the message.
    func upload(_ request: Request) async throws -> Response {
        guard let profile = request.auth.get(Profile.self) else {
            return request.redirectToWelcome(next: Site.gifLibrary.path)
        }
        let form = try? request.content.decode(GifAPIController.UploadForm.self)
        var shown = Content.Form(title: form?.title ?? "", tags: form?.tags ?? "")
        do {
            guard let form, form.file.data.readableBytes > 0 else {
                throw FieldProblem("file", "gifs.upload.fileMissing")
            }
            let input = try GifUploadInput(title: form.title, tags: form.tags)
            let gif = try await gifs.library(request).add(
                Data(buffer: form.file.data), input, by: profile, uploads: uploads.service(request),
                now: gifs.now())
            return request.redirect(
                to: Site.uploadedGif.link(gif.id?.uuidString.lowercased() ?? ""), redirectType: .normal)
        } catch {
            guard let problem = Problem.explained(error) else { throw error }
            shown.error = request.text(problem.key, problem.arguments)
            shown.errorField = problem.field ?? "file"
            return try await render(request, form: shown, status: problem.status)
        }
    }

    func detail(_ request: Request) async throws -> Response {
        let gif = try await gifs.uploadedGif(request)
        let viewer = request.auth.get(Profile.self)
        let dto = UploadedGifDTO(gif, viewer: viewer?.id, view: request.viewContext)
        var isFavourite = false
        if let viewer { isFavourite = try await gifs.favourites(request).contains(.upload, dto.id, for: viewer) }
        let tagLinks = dto.tags.map {
            TagLink(label: "#" + $0, href: Links.withQuery(Site.gifLibrary.path, [("q", $0)]))
        }
        let content = DetailContent(
            gifs: try await gifs.pageContent(request, active: .library), gif: dto, isFavourite: isFavourite,
            hasTags: !tagLinks.isEmpty, tagLinks: tagLinks, underReview: gif.review.isHeld,
            reportPath: dto.isMine || gif.review != .none ? nil : Site.uploadedGifReport.link(dto.id))
        return try await request.pageResponse("gifs/gif", title: gif.title, tab: .gifs, content)
    }

    func delete(_ request: Request) async throws -> Response {
        guard let profile = request.auth.get(Profile.self) else {
            return request.redirectToWelcome(next: Site.gifLibrary.path)
        }
        try await gifs.deleteUploadedGif(try request.uploadedGifID(), by: profile, request)
        return request.redirect(to: Site.gifLibrary.path + "?owner=me", redirectType: .normal)
    }
}
