import Vapor

/// Cache rules for files from `Public/`: the service worker must always be revalidated so updates
/// reach people; other assets are cached for an hour and revalidated by ETag.
struct StaticCacheMiddleware: Middleware {
    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        next.respond(to: request).map { response in
            guard response.headers.first(name: .cacheControl) == nil, response.headers.first(name: .eTag) != nil else {
                return response
            }
            let policy = request.url.path == "/sw.js" ? "no-cache" : "public, max-age=3600"
            response.headers.replaceOrAdd(name: .cacheControl, value: policy)
            return response
        }
    }
}
