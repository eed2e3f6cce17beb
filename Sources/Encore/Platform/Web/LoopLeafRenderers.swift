import Leaf
import LeafKit
import Synchronization
import Vapor

/// One Leaf renderer per event loop, made at its first page. Vapor's Leaf built a renderer for
/// every request, and with it a file source for the views folder (`NIOLeafFiles`): 4–5% of a
/// landing page's time by perf. Nothing of a request is kept: Encore's tags take what they print
/// from the template's context, never from the request or the application (`LeafContext.request`
/// and `.application` are nil here).
///
/// Vapor calls the factory given to `app.views.use` on every `request.view`, so the application
/// keeps one of these and the factory hands out that one (`install`): made per call, its renderers
/// were made again for every page and fragment. It holds the application unowned, because the
/// application keeps it.
final class LoopLeafRenderers: ViewRenderer, @unchecked Sendable {
    private unowned let application: Application
    private let renderers = Mutex<[ObjectIdentifier: LeafRenderer]>([:])

    private init(_ application: Application) { self.application = application }

    /// Makes the application's pages render through one set of per-loop renderers.
    static func install(on application: Application) {
        let renderers = LoopLeafRenderers(application)
        application.views.use { _ in renderers }
    }

    func `for`(_ request: Request) -> any ViewRenderer { renderer(on: request.eventLoop) }

    func render<E: Encodable>(_ name: String, _ context: E) -> EventLoopFuture<View> {
        renderer(on: application.eventLoopGroup.next()).render(name, context)
    }

    private func renderer(on loop: any EventLoop) -> LeafRenderer {
        renderers.withLock { renderers in
            if let made = renderers[ObjectIdentifier(loop)] { return made }
            let leaf = application.leaf
            let made = LeafRenderer(
                configuration: leaf.configuration, tags: leaf.tags, cache: leaf.cache, sources: leaf.sources,
                eventLoop: loop, userInfo: leaf.userInfo)
            renderers[ObjectIdentifier(loop)] = made
            return made
        }
    }
}
