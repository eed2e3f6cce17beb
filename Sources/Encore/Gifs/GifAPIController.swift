import Vapor

/// `/api/v1/gifs/…`: favourites and the uploaded-GIF library, the same queries the pages use.
/// (GIPHY itself is called by the browser, as its terms ask.)
struct GifAPIController {
    let uploads: UploadFactory
    let gifs: GifFactory

    struct FavouriteInput: Content {
        let kind: GifFavourite.Kind
        let id: String
        let title: String?
    }

    struct UploadForm: Content {
        var file: File
        var title: String?
        var tags: String?
    }

    func favourites(_ request: Request) async throws -> GifFavouritesDTO {
        GifFavouritesDTO(limit: GifFavouriteService.limit, items: try await gifs.favouriteList(request))
    }

    func addFavourite(_ request: Request) async throws -> Response {
        let input = try request.content.decode(FavouriteInput.self)
        guard GifIDs.isValid(input.id, kind: input.kind) else { throw GifError.badID }
        let favourite = try await gifs.favourites(request).add(
            input.kind, input.id, title: input.title ?? "", for: try request.requireProfile())
        return try await GifFavouriteDTO(favourite).encodeResponse(status: .created, for: request)
    }

    func removeFavourite(_ request: Request) async throws -> HTTPStatus {
        guard let kind = request.parameters.get(.kind).flatMap(GifFavourite.Kind.init(rawValue:)),
            let id = request.parameters.get(.id), GifIDs.isValid(id, kind: kind)
        else { throw GenericRefusal(.notFound) }
        try await gifs.favourites(request).remove(kind, id, for: try request.requireProfile())
        return .noContent
    }

    func library(_ request: Request) async throws -> UploadedGifPageDTO {
        let query = try request.gifQuery()
        let page = try request.pageNumber()
        let ownerFilter = request.query[String.self, at: "owner"]
        guard ownerFilter == nil || ownerFilter == "me" else { throw FieldProblem("owner", "gifs.error.owner") }
        let owner = ownerFilter == "me" ? try request.requireProfile().requireID() : nil
        let result = try await gifs.library(request).page(query: query, ownerID: owner, page: page)
        return UploadedGifPageDTO(
            query: query, page: page, hasMore: result.hasMore,
            items: UploadedGifDTO.list(result, viewer: request.auth.get(Profile.self)?.id, view: request.viewContext))
    }

    func upload(_ request: Request) async throws -> Response {
        let profile = try request.requireProfile()
        guard let form = try? request.content.decode(UploadForm.self) else {
            throw FieldProblem("file", "gifs.upload.fileMissing")
        }
        let input = try GifUploadInput(title: form.title, tags: form.tags)
        let gif = try await gifs.library(request).add(
            Data(buffer: form.file.data), input, by: profile, uploads: uploads.service(request),
            now: gifs.now())
        return try await UploadedGifDTO(
            UploadedGifRow(gif, uploader: profile.nickname), viewer: profile.id, view: request.viewContext
        ).encodeResponse(status: .created, for: request)
    }

    func show(_ request: Request) async throws -> UploadedGifDTO {
        UploadedGifDTO(
            try await gifs.uploadedGif(request), viewer: request.auth.get(Profile.self)?.id, view: request.viewContext)
    }

    func delete(_ request: Request) async throws -> HTTPStatus {
        let profile = try request.requireProfile()
        try await gifs.deleteUploadedGif(try request.uploadedGifID(), by: profile, request)
        return .noContent
    }
}

extension Request {
    func gifQuery() throws -> String { try searchQuery(tooLong: "gifs.error.query") }

    func uploadedGifID() throws -> UUID {
        guard let text = parameters.get(.id), let id = UUID(uuidString: text) else {
            throw GifError.notFound
        }
        return id
    }
}
