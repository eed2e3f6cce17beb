import Foundation
import Testing
import Vapor

@testable import Encore

@Suite struct PipelineConcurrencyTests {
    @Test func concurrentIdenticalRequestsShareOneFetchAndOneTransform() async throws {
        let fetcher = CountingRemoteFetcher(
            data: try TestImages.jpeg(width: 800, height: 1200), delay: .milliseconds(200))
        let pipeline = makeTestPipeline(remote: fetcher)
        let source = ImageSource.remote(URL(string: "https://image.tmdb.org/t/p/original/a.jpg")!)

        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<12 { group.addTask { try await pipeline.image(.cover(width: 300), of: source, as: .webp) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(results.count == 12)
        #expect(Set(results).count == 1)
        #expect(await fetcher.calls == 1)
    }

    @Test func differentOperationsOnOneSourceShareTheFetch() async throws {
        let fetcher = CountingRemoteFetcher(
            data: try TestImages.jpeg(width: 400, height: 600), delay: .milliseconds(200))
        let pipeline = makeTestPipeline(remote: fetcher)
        let source = ImageSource.remote(URL(string: "https://image.tmdb.org/t/p/original/b.jpg")!)

        async let small = pipeline.image(.thumbnail(width: 96), of: source, as: .jpeg)
        async let large = pipeline.image(.thumbnail(width: 320), of: source, as: .jpeg)
        _ = try await (small, large)

        #expect(await fetcher.calls == 1)
    }

    @Test func aFullQueueAnswers503WithRetryAfter() async throws {
        let limiter = TransformLimiter(concurrency: 1, queueLimit: 0)
        let pipeline = makeTestPipeline(limiter: limiter)
        let hash = try await pipeline.uploads.save(try TestImages.jpeg(width: 64, height: 64))
        let gate = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let blocker = Task {
            try await limiter.run {
                started.signal()
                gate.wait()
            }
        }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                started.wait()
                continuation.resume()
            }
        }

        let error = await #expect(throws: ImageError.self) {
            _ = try await pipeline.image(.thumbnail(width: 64), of: .upload(hash: hash), as: .jpeg)
        }

        #expect(error == .busy && error.map(Problem.init)?.status == .serviceUnavailable)
        #expect(error.map(Problem.init)?.headers.first(name: "Retry-After") == "2")
        gate.signal()
        try await blocker.value
        let after = try await pipeline.image(.thumbnail(width: 64), of: .upload(hash: hash), as: .jpeg)
        #expect(!after.isEmpty)
    }

    @Test func limiterNeverRunsMoreThanItsConcurrency() async throws {
        let limiter = TransformLimiter(concurrency: 2, queueLimit: 100)
        let counter = Counter()

        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    try await limiter.run {
                        counter.enter()
                        // Each job stays until two have run at once (woken by the second one's
                        // entry, not by polling), so the overlap does not depend on how the machine
                        // schedules threads. A limiter that ran one at a time would only end each wait
                        // at the hang guard, and fail below.
                        counter.waitForPeak(2)
                        counter.leave()
                    }
                }
            }
            try await group.waitForAll()
        }

        #expect(counter.peak == 2)
    }

    @Test func manyDifferentTransformsAtOnceAllSucceed() async throws {
        let pipeline = makeTestPipeline(limiter: TransformLimiter(concurrency: 4, queueLimit: 64))
        let hash = try await pipeline.uploads.save(try TestImages.jpeg(width: 1200, height: 900))
        let operations: [ImageOperation] =
            ImageOperation.thumbnailWidths.sorted().map { .thumbnail(width: $0) }
            + ImageOperation.avatarSizes.sorted().map { .avatar(size: $0) }

        let sizes = try await withThrowingTaskGroup(of: Int.self) { group in
            for operation in operations {
                group.addTask { try await pipeline.image(operation, of: .upload(hash: hash), as: .webp).count }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(sizes.count == operations.count)
        #expect(sizes.allSatisfy { $0 > 0 })
    }

    /// Tracks how many workers are inside at once.
    /// Read under its lock too: the thread sanitizer caught `peak` read bare while another worker
    /// wrote it (make test-sanitizers).
    final class Counter: @unchecked Sendable {
        private let condition = NSCondition()
        private var current = 0
        private var highest = 0

        var peak: Int { condition.withLock { highest } }

        func enter() {
            condition.withLock {
                current += 1
                highest = max(highest, current)
                condition.broadcast()
            }
        }

        func leave() { condition.withLock { current -= 1 } }

        /// Blocks until `count` workers were inside at once; gives up only at a guard against a
        /// hang (a minute), which measures nothing.
        func waitForPeak(_ count: Int) {
            let hangGuard = Date().addingTimeInterval(60)
            condition.withLock {
                while highest < count, condition.wait(until: hangGuard) {}
            }
        }
    }
}
