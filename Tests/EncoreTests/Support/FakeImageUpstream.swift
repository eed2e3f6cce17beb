import AsyncHTTPClient
import Foundation
import NIOCore
import Testing
import Vapor

@testable import Encore

/// A real HTTP server on a random loopback port standing in for remote image hosts, with the
/// misbehaviours the pipeline must survive: redirects, slow and endless bodies, errors.
func withFakeImageUpstream(_ body: (_ base: String) async throws -> Void) async throws {
    let upstream = try await Application.make(.testing)
    let jpeg = try TestImages.jpeg(width: 640, height: 960)
    upstream.get("poster.jpg") { _ in Response(status: .ok, body: .init(data: jpeg)) }
    upstream.get("text") { _ in "not an image" }
    upstream.get("missing") { _ -> Response in Response(status: .notFound) }
    upstream.get("redirect") { request -> Response in
        let target = request.query[String.self, at: "to"] ?? "/poster.jpg"
        return request.redirect(to: target, redirectType: .temporary)
    }
    upstream.get("slow") { _ -> Response in
        Response(
            status: .ok,
            body: .init(asyncStream: { writer in
                // The client hangs up mid-body; the writer must still be finished (Vapor asserts it).
                do {
                    for _ in 0..<100 {
                        try await writer.write(.buffer(ByteBuffer(bytes: [0xFF])))
                        try await Task.sleep(for: .milliseconds(200))
                    }
                    try await writer.write(.end)
                } catch {
                    try? await writer.write(.error(error))
                }
            }))
    }
    upstream.get("endless") { _ -> Response in
        Response(
            status: .ok,
            body: .init(asyncStream: { writer in
                let chunk = ByteBuffer(bytes: [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0, count: 64 * 1024))
                do {
                    while true { try await writer.write(.buffer(chunk)) }
                } catch {
                    try? await writer.write(.error(error))
                }
            }))
    }
    try await upstream.server.start(address: .hostname("127.0.0.1", port: 0))
    let port = try #require(upstream.http.server.shared.localAddress?.port)
    do {
        try await body("http://127.0.0.1:\(port)")
    } catch {
        await upstream.server.shutdown()
        try await upstream.asyncShutdown()
        throw error
    }
    await upstream.server.shutdown()
    try await upstream.asyncShutdown()
}

/// A pipeline for tests, with small budgets and whatever remote fetcher and limiter a test needs.
func makeTestPipeline(
    remote: any RemoteImageFetcher = FailingRemoteFetcher(),
    limiter: TransformLimiter = TransformLimiter(concurrency: 2, queueLimit: 8)
) -> ImagePipeline {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pipeline-\(UUID())")
    return ImagePipeline(
        uploads: FileUploadStorage(directory: directory.appendingPathComponent("uploads")), remote: remote,
        limits: ImageLimits(),
        limiter: limiter, memory: MemoryImageCache(budget: 8 * 1024 * 1024),
        disk: DiskImageCache(directory: directory.appendingPathComponent("cache"), budget: 8 * 1024 * 1024),
        metrics: ImageMetrics())
}

/// Fails loudly: a test that did not set up remote fetching must not reach it.
struct FailingRemoteFetcher: RemoteImageFetcher {
    func fetch(_ url: URL) async throws -> Data {
        Issue.record("unexpected remote fetch of \(url)")
        throw RemoteImageError.network
    }
}

/// Serves fixed bytes after a delay and counts how often it was asked.
actor CountingRemoteFetcher: RemoteImageFetcher {
    let data: Data
    let delay: Duration
    private(set) var calls = 0

    init(data: Data, delay: Duration) {
        self.data = data
        self.delay = delay
    }

    func fetch(_ url: URL) async throws -> Data {
        calls += 1
        try await Task.sleep(for: delay)
        return data
    }
}
