import Foundation

/// The one way pictures are made: source bytes (upload or allowed remote) → checked → transformed
/// by libvips → cached in memory and on disk. Concurrent identical requests share one fetch and one
/// transform; transforms are bounded by `TransformLimiter`.
struct ImagePipeline: Sendable {
    /// Bump when rendering changes, so caches and ETags move on.
    static let version = "1"

    let uploads: UploadStore
    let remote: any RemoteImageFetcher
    let inspector: ImageInspector
    let limiter: TransformLimiter
    /// Remote pictures being fetched or waiting for a transform slot, with their bytes in memory.
    let fetchLimiter: TransformLimiter
    let memory: MemoryImageCache
    let disk: DiskImageCache
    let metrics: ImageMetrics
    private let renders = Coalescer<String, Data>()
    private let fetches = Coalescer<ImageSource, Data>()
    private let renderer = ImageRenderer()

    init(
        uploads: UploadStore, remote: any RemoteImageFetcher, limits: ImageLimits, limiter: TransformLimiter,
        fetchLimiter: TransformLimiter = TransformLimiter(concurrency: 8, queueLimit: 64),
        memory: MemoryImageCache, disk: DiskImageCache, metrics: ImageMetrics
    ) {
        self.fetchLimiter = fetchLimiter
        self.uploads = uploads
        self.remote = remote
        self.inspector = ImageInspector(limits: limits)
        self.limiter = limiter
        self.memory = memory
        self.disk = disk
        self.metrics = metrics
    }

    /// The image if it is in the memory cache: answered without leaving the caller's thread.
    /// `variant`: the sealed address a quiz image was asked for by (`ScopeNoise`), nil for a plain one.
    func cachedImage(
        _ operation: ImageOperation, of source: ImageSource, as format: EncodedFormat, variant: String? = nil
    ) -> Data? {
        guard let hit = memory.get(Self.cacheKey(operation, source, format, variant: variant)) else { return nil }
        metrics.memoryHits.increment()
        return hit
    }

    func image(
        _ operation: ImageOperation, of source: ImageSource, as format: EncodedFormat, variant: String? = nil
    ) async throws -> Data {
        if let hit = cachedImage(operation, of: source, as: format, variant: variant) { return hit }
        metrics.memoryMisses.increment()
        let key = Self.cacheKey(operation, source, format, variant: variant)
        return try await renders.run(key) { [self] in
            if let hit = await disk.get(key) {
                metrics.diskHits.increment()
                memory.put(key, hit)
                return hit
            }
            metrics.diskMisses.increment()
            // Remote bytes are fetched before queueing for a CPU slot (network waits must not hold
            // one), under a fetch permit kept until the render, so only so many remote pictures are
            // in memory at once; uploads are read inside the slot.
            let output = try await withFetchPermit(for: source) { [self] in
                let fetched = try await remoteBytes(source)
                return try await transform { [inspector, renderer, uploads] in
                    let data = try fetched ?? uploads.read(source)
                    _ = try inspector.inspect(data)
                    return try renderer.render(data, operation, as: format, variant: variant)
                }
            }
            metrics.transforms.increment()
            await disk.put(key, output)
            memory.put(key, output)
            return output
        }
    }

    /// Checks bytes offered as an upload (header limits, then a strict decode), storing nothing.
    func verify(_ data: Data) async throws -> ImageInfo {
        try await transform { [inspector] in try inspector.verify(data) }
    }

    private func transform<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        do {
            return try await limiter.run(work)
        } catch is TransformLimiter.Busy {
            metrics.busy.increment()
            throw ImageError.busy
        } catch let rejection as ImageRejection {
            throw rejection
        } catch is VipsError {
            throw ImageRejection.unreadable
        }
    }

    private func withFetchPermit(for source: ImageSource, _ work: @Sendable () async throws -> Data) async throws
        -> Data
    {
        guard case .remote = source else { return try await work() }
        do {
            return try await fetchLimiter.withPermit(work)
        } catch is TransformLimiter.Busy {
            metrics.busy.increment()
            throw ImageError.busy
        }
    }

    /// The bytes of a remote source, or nil for an upload (read later, inside the transform slot).
    private func remoteBytes(_ source: ImageSource) async throws -> Data? {
        switch source {
        case .upload:
            return nil
        case .remote(let url):
            return try await fetches.run(source) { [remote] in try await remote.fetch(url) }
        }
    }

    static func cacheKey(
        _ operation: ImageOperation, _ source: ImageSource, _ format: EncodedFormat, variant: String? = nil
    ) -> String {
        let text =
            "\(version)/\(operation.pathComponent)/\(source.pathComponent).\(format.rawValue)"
            + (variant.map { "/" + $0 } ?? "")
        return Hex.sha256(Data(text.utf8))
    }
}
