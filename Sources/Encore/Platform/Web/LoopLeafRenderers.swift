import Leaf
import LeafKit
import Synchronization
import Vapor

/// One Leaf renderer per event loop, made at its first page. Vapor's Leaf built a renderer for
/// every request, and with it a file source for the views folder (`NIOLeafFiles`): 4–5% of a
/// landing page's time by perf. Nothing of a request is kept: Encore's tags take what they print
/// from the template's context, never from the request (`LeafContext.request` is nil here).
final class LoopLeafRenderers: ViewRenderer, @unchecked Sendable {
    private let application: Application
    private let renderers = Mutex<[ObjectIdentifier: LeafRenderer]>([:])

    init(_ application: Application) { self.application = application }

    func `for`(_ request: Request) -> any ViewRenderer { renderer(on: request.eventLoop) }

    func render<E: Encodable>(_ name: String, _ context: E) -> EventLoopFuture<View> {
        renderer(on: application.eventLoopGroup.next()).render(name, context)
    }

    private func renderer(on loop: any EventLoop) -> LeafRenderer {
        renderers.withLock { renderers in
            if let made = renderers[ObjectIdentifier(loop)] { return made }
            let leaf = application.leaf
            var userInfo = leaf.userInfo
            userInfo["application"] = application
            let made = LeafRenderer(
                configuration: leaf.configuration, tags: leaf.tags, cache: leaf.cache, sources: leaf.sources,
                eventLoop: loop, userInfo: userInfo)
            renderers[ObjectIdentifier(loop)] = made
            return made
        }
    }
}
