import Leaf
import LeafKit
import Vapor

/// What a fragment template sees: `shell.lang` (for `#t`) and `shell.paths`, then its own `page`.
/// A kept page body also sees `shell.csrfToken`, as a stand-in that each view writes its own token
/// over (`PageFrame`).
struct FragmentShell: Encodable {
    let lang: String
    let paths: LinkPaths
    var csrfToken: String? = nil
}

extension Request {
    /// `template` rendered with `content` in this request's language, for `#fragment(…)`, from the
    /// fragment cache when the same content was rendered before.
    func fragment<Content: Encodable & Hashable & Sendable>(_ template: String, _ content: Content) async throws
        -> RenderedFragment
    {
        try await fragment(template, key: content) { content }
    }

    /// `template` rendered with what `content` makes, kept under `key`, for content that costs more
    /// to hash than `key` and that `key` names completely (the idol home's rows: every group, fixed
    /// for a reading of the idol data). `content` runs only when the piece is not kept.
    func fragment<Key: Hashable & Sendable, Content: Encodable>(
        _ template: String, key: Key, _ content: () async throws -> Content
    ) async throws -> RenderedFragment {
        try await fragment(template, key: key, shell: FragmentShell(lang: language.rawValue, paths: .shared), content)
    }

    /// The same with `shell` as the template's shell (a kept page body's, with its stand-ins).
    func fragment<Key: Hashable & Sendable, Content: Encodable>(
        _ template: String, key: Key, shell: FragmentShell, _ content: () async throws -> Content
    ) async throws -> RenderedFragment {
        let cacheKey = FragmentCache.Key(template: template, language: shell.lang, content: key)
        return RenderedFragment(
            try await encore.caches.fragments.html(cacheKey) {
                let context = Page(shell: shell, page: try await content())
                var buffer = try await view.render(template, context).data
                return buffer.readString(length: buffer.readableBytes) ?? ""
            })
    }

    /// Each item rendered by `template` (from the cache where it can), joined.
    func fragments<Content: Encodable & Hashable & Sendable>(_ template: String, _ items: [Content]) async throws
        -> RenderedFragment
    {
        try await fragments(template, keys: items) { $0 }
    }

    /// Each key's piece rendered by `template` from what `content` makes of it (only for pieces not
    /// kept), joined: for items whose content costs more to make than its key names it.
    func fragments<Key: Hashable & Sendable, Content: Encodable>(
        _ template: String, keys: [Key], _ content: (Key) -> Content
    ) async throws -> RenderedFragment {
        var html = ""
        for key in keys { html += try await fragment(template, key: key) { content(key) }.renderedFragment }
        return RenderedFragment(html)
    }
}

extension Request {
    /// Each item rendered by `template` and joined, the joined list kept under `listKey` as well:
    /// for a list that `listKey` names completely (a version of its data and a page), so a visit
    /// hashes one key instead of every item, and `items` runs only when the list is not kept. A nil
    /// `listKey` (the version is unknown) keeps only the items.
    func fragments<ListKey: Hashable & Sendable, Content: Encodable & Hashable & Sendable>(
        _ template: String, listKey: ListKey?, _ items: () async throws -> [Content]
    ) async throws -> RenderedFragment {
        guard let listKey else { return try await fragments(template, try await items()) }
        let cacheKey = FragmentCache.Key(template: template + "[]", language: language.rawValue, content: listKey)
        return RenderedFragment(
            try await encore.caches.fragments.html(cacheKey) {
                try await fragments(template, try await items()).renderedFragment
            })
    }
}

/// HTML that Leaf rendered from a fragment template (every value escaped there), for
/// `#fragment(page.x)`. Only `Request.fragment` makes one, so a template cannot print a raw string.
struct RenderedFragment: Encodable, Sendable, LeafDataRepresentable {
    let renderedFragment: String
    fileprivate init(_ html: String) { renderedFragment = html }

    static let empty = RenderedFragment("")

    /// What `#fragment` reads, handed to Leaf as it is rather than through a nested encoder.
    var leafData: LeafData { .dictionary(["renderedFragment": .string(renderedFragment)]) }
}

/// `#fragment(value)`: prints a `RenderedFragment` as it is; anything else is a template error.
struct FragmentTag: UnsafeUnescapedLeafTag {
    func render(_ ctx: LeafContext) throws -> LeafData {
        guard let html = ctx.parameters.first?.dictionary?["renderedFragment"]?.string else {
            throw TemplateError(message: "#fragment prints only what Request.fragment rendered")
        }
        return .string(html)
    }
}
