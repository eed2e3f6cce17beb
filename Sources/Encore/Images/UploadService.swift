import Fluent
import Vapor

/// Accepts an uploaded picture: checks it (format by magic bytes, size, pixels, frames — before
/// decoding), stores it content-addressed and records it. Refused uploads leave nothing behind.
struct UploadService {
    let request: Request

    func accept(_ data: Data, by profile: Profile) async throws -> ImageUpload {
        let pipeline = request.encore.images
        let info = try await pipeline.verify(data)
        let hash = try pipeline.uploads.save(data)
        if let existing = try await ImageUpload.find(hash, on: request.db) { return existing }
        let upload = ImageUpload(hash: hash, info: info, byteCount: data.count, uploadedBy: try profile.requireID(),
                                 createdAt: request.encore.clock.now())
        do {
            try await upload.create(on: request.db)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            // The same bytes were recorded by a concurrent upload.
        }
        return upload
    }
}

extension Request {
    var uploads: UploadService { UploadService(request: self) }
}
