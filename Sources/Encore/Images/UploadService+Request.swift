import Vapor

extension Request {
    var uploads: UploadService {
        UploadService(
            database: db, pipeline: encore.images.pipeline, limits: rateLimits, clock: encore.clock,
            collector: encore.coordination.uploadCollector)
    }
}
