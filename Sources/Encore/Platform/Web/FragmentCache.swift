import Synchronization

/// Rendered pieces of pages (an idol card, a pack card, the tab bar), kept by what they show: the
/// template, the language and the content itself. A key is its content, so a cached piece is never
/// stale and every instance may keep its own. Leaf's serialiser cost most of /idols' and /quiz's
/// CPU when every card was rendered anew on every visit.
final class FragmentCache: Sendable {
    /// `@unchecked` because `AnyHashable` is not `Sendable`; the only initialiser takes Sendable content.
    struct Key: Hashable, @unchecked Sendable {
        let template: String
        let language: String
        let content: AnyHashable

        init(template: String, language: String, content: some Hashable & Sendable) {
            self.template = template
            self.language = language
            self.content = AnyHashable(content)
        }
    }

    /// Bounded in bytes: when full it starts again empty (pieces are cheap to render once more).
    static let capacity = 16 << 20

    private let entries = Mutex<(html: [Key: String], bytes: Int)>(([:], 0))
    let isEnabled: Bool

    init(enabled: Bool) { isEnabled = enabled }

    func html(_ key: Key, render: () async throws -> String) async throws -> String {
        guard isEnabled else { return try await render() }
        if let cached = entries.withLock({ $0.html[key] }) { return cached }
        let html = try await render()
        entries.withLock { entries in
            if entries.bytes + html.utf8.count > Self.capacity { entries = ([:], 0) }
            if entries.html.updateValue(html, forKey: key) == nil { entries.bytes += html.utf8.count }
        }
        return html
    }

    var count: Int { entries.withLock { $0.html.count } }
}
