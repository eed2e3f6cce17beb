import Foundation
import Vapor

/// Serves `Public/` through Vapor's FileMiddleware, but only for paths that can be there: the
/// top-level names of `Public/`, read once at start-up. Other requests (pages, images, the API)
/// skip the per-request file-system check, which otherwise costs a thread-pool round trip each.
/// Files it serves get their cache policy here: the service worker is always revalidated so
/// updates reach people; other assets are cached for an hour and revalidated by ETag.
struct PublicFilesMiddleware: Middleware {
    private let files: FileMiddleware
    private let topLevelNames: Set<String>

    init(publicDirectory: String) {
        files = FileMiddleware(publicDirectory: publicDirectory, defaultFile: nil)
        topLevelNames = Set((try? FileManager.default.contentsOfDirectory(atPath: publicDirectory)) ?? [])
    }

    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        let first = request.url.path.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
        guard topLevelNames.contains(first) else { return next.respond(to: request) }
        // A request whose file is missing falls through to the routes: only served files get the policy.
        let passthrough = PassthroughResponder(next: next)
        return files.respond(to: request, chainingTo: passthrough).map { response in
            if !passthrough.wasCalled {
                response.headers.replaceOrAdd(
                    name: .cacheControl, value: first == "sw.js" ? "no-cache" : "public, max-age=3600")
            }
            return response
        }
    }
}

/// Remembers whether FileMiddleware handed the request on (no such file).
private final class PassthroughResponder: Responder, @unchecked Sendable {
    let next: any Responder
    private(set) var wasCalled = false

    init(next: any Responder) { self.next = next }

    func respond(to request: Request) -> EventLoopFuture<Response> {
        wasCalled = true
        return next.respond(to: request)
    }
}
