import Vapor

/// Uploaded pictures' service for one request (see `QuizFactory`).
struct UploadFactory: Sendable {
    let app: Application
    private var encore: EncoreServices { app.encore }

    func service(_ request: Request) throws -> UploadService {
        UploadService(
            database: try request.database, pipeline: encore.images.pipeline, limits: try app.rateLimits(for: request),
            network: request.clientNetwork, clock: encore.clock, collector: encore.coordination.uploadCollector)
    }

    /// The libvips pipeline and the image URL signer, for `/img`.
    var pipeline: ImagePipeline { encore.images.pipeline }
    var urls: ImageURLSigner { encore.images.urls }
}
