import Foundation
import NIOCore
import Vapor

/// Builds the image pipeline: uploads where `ENCORE_UPLOAD_STORAGE` says, caches under the data
/// directory, the remote fetcher with the host policy, and as many concurrent transforms as there
/// are cores.
func makeImagePipeline(_ settings: Settings, hostPolicy: HostPolicy, app: Application) -> ImagePipeline {
    let data = URL(fileURLWithPath: settings.dataDirectory)
    let cores = System.coreCount
    let files = FileUploadStorage(directory: data.appendingPathComponent("uploads"))
    let uploads: any UploadStorage =
        switch settings.uploadStorage {
        case .files: files
        case .database: DatabaseUploadStorage(database: { try app.database }, earlierFiles: files)
        }
    return ImagePipeline(
        uploads: uploads,
        remote: LiveRemoteImageFetcher(
            policy: hostPolicy, options: .init(timeout: .seconds(settings.imageFetchTimeout))),
        limits: ImageLimits(),
        limiter: TransformLimiter(concurrency: cores, queueLimit: cores * 16),
        memory: MemoryImageCache(budget: 64 * 1024 * 1024),
        disk: DiskImageCache(directory: data.appendingPathComponent("image-cache"), budget: 512 * 1024 * 1024),
        metrics: ImageMetrics())
}
