import Foundation

/// The one way pictures are made: source bytes (upload or allowed remote) → checked → transformed
/// by libvips → cached in memory and on disk. Concurrent identical requests share one fetch and one
/// transform; transforms are bounded by `TransformLimiter`.
struct ImagePipeline: Sendable {
    /// Bump when rendering changes, so caches and ETags move on.
    static let version = "1"

    let uploads: any UploadStorage
    let remote: any RemoteImageFetcher
    let inspector: ImageInspector
    let limiter: TransformLimiter
    /// Remote pictures being fetched or waiting for a transform slot, with their bytes in memory.
    let fetchLimiter: TransformLimiter
    /// Preview cards being drawn: a slot of their own, so a flood of cards never holds the slots
    /// posters and room step images wait for (`drawn`).
    let cardLimiter: TransformLimiter
    let memory: MemoryImageCache
    let disk: DiskImageCache
    let metrics: ImageMetrics
    let renders = Coalescer<String, Data>()
    private let fetches = Coalescer<ImageSource, Data>()
    private let renderer = ImageRenderer()

    init(
        uploads: any UploadStorage, remote: any RemoteImageFetcher, limits: ImageLimits, limiter: TransformLimiter,
        fetchLimiter: TransformLimiter = TransformLimiter(concurrency: 8, queueLimit: 64),
        cardLimiter: TransformLimiter = TransformLimiter(concurrency: 1, queueLimit: 8),
        memory: MemoryImageCache, disk: DiskImageCache, metrics: ImageMetrics
    ) {
        self.fetchLimiter = fetchLimiter
        self.cardLimiter = cardLimiter
        self.uploads = uploads
        self.remote = remote
        self.inspector = ImageInspector(limits: limits)
        self.limiter = limiter
        self.memory = memory
        self.disk = disk
        self.metrics = metrics
    }

    /// The image if it is in the memory cache: answered without leaving the caller's thread.
    /// `variant`: the look key of the scope a quiz image was sealed in (`ScopeLook`), nil for a plain one.
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
            // Remote bytes (and uploads kept in the database) are fetched before queueing for a CPU
            // slot (network waits must not hold one), under a fetch permit kept until the render, so
            // only so many pictures are in memory at once; uploads in local files are read inside
            // the slot.
            let output = try await withFetchPermit(for: source) { [self] in
                let fetched = try await fetchedBytes(source)
                return try await transform { [inspector, renderer, uploads] in
                    let data = try fetched ?? Self.localBytes(source, in: uploads)
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

    /// The picture's `PerceptualHash`, in a CPU slot like every other decode.
    func perceptualHash(_ data: Data) async throws -> PerceptualHash {
        try await transform { PerceptualHash(grey: try Vips.greySquare(data, side: PerceptualHash.side)) }
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
        guard isFetched(source) else { return try await work() }
        do {
            return try await fetchLimiter.withPermit(work)
        } catch is TransformLimiter.Busy {
            metrics.busy.increment()
            throw ImageError.busy
        }
    }

    /// Whether the source's bytes come over the network (a remote picture, an upload in the database).
    private func isFetched(_ source: ImageSource) -> Bool {
        switch source {
        case .remote: true
        case .upload(let hash): uploads.localFile(hash) == nil
        }
    }

    /// The bytes of a fetched source, or nil for an upload in a local file (read inside the slot).
    private func fetchedBytes(_ source: ImageSource) async throws -> Data? {
        guard isFetched(source) else { return nil }
        return try await fetches.run(source) { [remote, uploads] in
            switch source {
            case .remote(let url): try await remote.fetch(url)
            case .upload(let hash): try await uploads.read(hash)
            }
        }
    }

    private static func localBytes(_ source: ImageSource, in uploads: any UploadStorage) throws -> Data {
        guard case .upload(let hash) = source, let file = uploads.localFile(hash),
            let data = FileManager.default.contents(atPath: file.path)
        else { throw ImageError.notFound }
        return data
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
