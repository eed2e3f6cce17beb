import Foundation
import Vapor

/// Serves `Public/` through Vapor's FileMiddleware, but only for paths that can be there: the
/// top-level names of `Public/`, read once at start-up. Other requests (pages, images, the API)
/// skip the per-request file-system check, which otherwise costs a thread-pool round trip each.
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
        return files.respond(to: request, chainingTo: next)
    }
}
