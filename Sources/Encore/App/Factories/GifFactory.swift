import Vapor

/// The GIF section's services for one request (see `QuizFactory`).
struct GifFactory: Sendable {
    let app: Application
    let uploads: UploadFactory
    private var encore: EncoreServices { app.encore }

    func now() -> Date { encore.clock.now() }

    func library(_ request: Request) throws -> GifLibrary { GifLibrary(database: try request.database) }

    func favourites(_ request: Request) throws -> GifFavouriteService {
        GifFavouriteService(database: try request.database, now: encore.clock.now())
    }

    /// GIPHY's base URL, public key and the visitor's content rating; nil without `GIPHY_API_KEY`.
    func giphy(_ request: Request) -> GifPageContent.Giphy? {
        guard let key = encore.settings.giphy.apiKey, !key.isEmpty else { return nil }
        let rating = request.auth.get(Profile.self)?.gifRating ?? .g
        var base = encore.settings.giphy.baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return GifPageContent.Giphy(baseURL: base, apiKey: key, rating: rating.rawValue)
    }

    /// Deletes a library GIF and, when nothing else shows it, its picture.
    func deleteUploadedGif(_ id: UUID, by profile: Profile, _ request: Request) async throws {
        try await uploads.service(request).removeIfUnreferenced(try await library(request).delete(id, by: profile))
    }

    /// The same for any GIF, as an operator deletes one.
    func removeUploadedGif(_ id: UUID, _ request: Request) async throws {
        if let upload = try await library(request).remove(id) {
            try await uploads.service(request).removeIfUnreferenced(upload)
        }
    }
}

extension GifFactory {
    /// What every GIF page shares, for this visitor.
    func pageContent(_ request: Request, active: GifPageContent.Section) async throws -> GifPageContent {
        let giphy = giphy(request)
        let nav = GifPageContent.Nav(active: active, hasGiphy: giphy != nil)
        return GifPageContent(
            giphy: giphy, signedIn: request.auth.has(Profile.self), active: active,
            navHTML: try await request.fragment("gifs/nav", key: nav) { nav.tabs(request.viewContext) },
            chromeHTML: try await request.fragment("gifs/chrome", GifPageContent.Chrome()))
    }

    /// The library GIF the URL names, or 404; one a report holds back is its uploader's alone.
    func uploadedGif(_ request: Request) async throws -> UploadedGifRow {
        guard let gif = try await library(request).find(try request.uploadedGifID()),
            !gif.review.isHeld || gif.owner_id == request.auth.get(Profile.self)?.id
        else { throw GifError.notFound }
        return gif
    }

    /// The signed-in visitor's favourites, uploaded GIFs resolved in one query.
    func favouriteList(_ request: Request) async throws -> [GifFavouriteDTO] {
        try await GifFavouriteList.load(
            of: try request.requireProfile(), favourites: try favourites(request), library: try library(request),
            view: request.viewContext)
    }
}
