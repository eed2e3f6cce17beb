import Vapor

extension Request {
    var uploads: UploadService {
        get throws {
            UploadService(
                database: try database, pipeline: encore.images.pipeline, limits: try rateLimits, clock: encore.clock,
                collector: encore.coordination.uploadCollector)
        }
    }
}
