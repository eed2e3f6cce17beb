import Foundation
import Testing

@testable import Encore

@Suite struct ImageCacheTests {
    @Test func memoryCacheEvictsTheLeastRecentlyUsedWithinItsBudget() async {
        let cache = MemoryImageCache(budget: 1000)
        cache.put("a", Data(count: 200))
        cache.put("b", Data(count: 200))
        cache.put("c", Data(count: 200))
        _ = cache.get("a")

        cache.put("d", Data(count: 200))
        cache.put("e", Data(count: 200))
        cache.put("f", Data(count: 200))  // 1,200 bytes: over budget

        #expect(cache.get("a") != nil)
        #expect(cache.get("b") == nil)
        #expect(cache.usedBytes <= 1000)
    }

    @Test func memoryCacheDoesNotLetOneHugeItemFlushIt() async {
        let cache = MemoryImageCache(budget: 1000)
        cache.put("small", Data(count: 100))

        cache.put("huge", Data(count: 900))

        #expect(cache.get("small") != nil)
        #expect(cache.get("huge") == nil)
    }

    @Test func diskCacheKeepsItsBudgetAndSurvivesARestart() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("disk-cache-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = DiskImageCache(directory: directory, budget: 1000)
        for key in ["k1", "k2", "k3", "k4", "k5", "k6"] {
            await cache.put(key, Data(repeating: 7, count: 300))
            try await Task.sleep(for: .milliseconds(5))
        }

        let restarted = DiskImageCache(directory: directory, budget: 1000)

        #expect(await restarted.totalBytes <= 1000)
        #expect(await restarted.get("k6") == Data(repeating: 7, count: 300))
        #expect(await restarted.get("k1") == nil)
    }

    @Test func renderedImagesAreServedFromDiskAfterARestart() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("restart-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        func pipeline() -> ImagePipeline {
            ImagePipeline(
                uploads: FileUploadStorage(directory: directory.appendingPathComponent("uploads")),
                remote: FailingRemoteFetcher(),
                limits: ImageLimits(), limiter: TransformLimiter(concurrency: 1, queueLimit: 1),
                memory: MemoryImageCache(budget: 1 << 20),
                disk: DiskImageCache(directory: directory.appendingPathComponent("cache"), budget: 1 << 20),
                metrics: ImageMetrics())
        }
        let first = pipeline()
        let hash = try await first.uploads.save(try TestImages.jpeg(width: 300, height: 300))
        let rendered = try await first.image(.thumbnail(width: 96), of: .upload(hash: hash), as: .jpeg)
        try await first.uploads.remove(hash)  // the source is gone now

        let again = try await pipeline().image(.thumbnail(width: 96), of: .upload(hash: hash), as: .jpeg)

        #expect(again == rendered)
    }
}
