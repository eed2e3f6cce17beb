import LeafKit
import NIOCore

/// Leaf's template cache with its switch fixed at start-up. Vapor's Leaf switches the shared cache
/// off on every render in the development environment (which `make run` uses), so every page re-read
/// and re-lexed its templates (a sixth of /idols' CPU). Encore caches unless
/// `ENCORE_RELOAD_TEMPLATES=1`, whatever the environment.
final class PinnedLeafCache: LeafCache, @unchecked Sendable {
    private let base = DefaultLeafCache()
    private let enabled: Bool

    init(enabled: Bool) {
        self.enabled = enabled
        base.isEnabled = enabled
    }

    var isEnabled: Bool {
        get { enabled }
        set {}  // Vapor's development-mode switch is ignored on purpose
    }

    var count: Int { base.count }

    func insert(_ document: LeafAST, on loop: any EventLoop, replace: Bool) -> EventLoopFuture<LeafAST> {
        base.insert(document, on: loop, replace: replace)
    }

    func retrieve(documentName: String, on loop: any EventLoop) -> EventLoopFuture<LeafAST?> {
        base.retrieve(documentName: documentName, on: loop)
    }

    func remove(_ documentName: String, on loop: any EventLoop) -> EventLoopFuture<Bool?> {
        base.remove(documentName, on: loop)
    }
}
