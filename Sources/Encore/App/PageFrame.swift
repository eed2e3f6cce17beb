import Foundation
import Vapor

/// The layout around every page (`layout.leaf`), rendered once per language, theme, title, tab,
/// stage, card and signed-in-or-not, and kept in the fragment cache. Where each visit's own values
/// go (the CSRF token, nickname and avatar, and the origin and path the browser asked for) and where
/// the page's body goes, it holds stand-ins; a page writes the frame with its own values in their
/// place. Rendering the layout through Leaf was a third of every page's template time (#31). A
/// stand-in carries a number drawn by this process, so no title or card text can pass for one.
struct PageFrame: Sendable {
    struct Key: Hashable, Sendable, Encodable {
        let theme: String
        let title: String
        let tab: SectionTab?
        let stage: Bool
        let og: Shell.OpenGraph?
        let signedIn: Bool
    }

    enum Slot: String, CaseIterable, Sendable {
        case csrfToken, nickname, avatarURL, origin, path, body
    }

    /// What one visit writes into the frame.
    struct Visit {
        let csrfToken: String
        let profile: Shell.ProfileBadge?
        /// `https://example.org`, as the browser reached the site (for a shared page's card).
        let origin: String
        /// The path and query asked for (a shared page's address).
        let path: String
    }

    /// The tab bar (`partials/tabs`), rendered once per language and active tab.
    struct Tabs: Encodable, Hashable {
        let tabs: [Tab]
    }

    struct Tab: Encodable, Hashable {
        let key: String
        let href: String
        let labelKey: String
        let isActive: Bool
    }

    /// What `layout.leaf` reads as `page`.
    struct Content: Encodable {
        let frame: Key
        let tabsHTML: RenderedFragment
        let slots: [String: String]
    }

    /// U+E000 (private use) and a number drawn per process open a stand-in, U+E001 closes it:
    /// Leaf's escaping leaves both characters as they are.
    private static let prefix =
        [0xEE, 0x80, 0x80] + Array(UUID().uuidString.replacingOccurrences(of: "-", with: "").utf8)
    private static let close: [UInt8] = [0xEE, 0x80, 0x81]

    static func standIn(_ slot: Slot) -> String {
        String(decoding: prefix + Array(slot.rawValue.utf8) + close, as: UTF8.self)
    }

    let html: String

    /// A page's body: rendered for this visit, or kept and holding stand-ins for the visit's values.
    enum Body {
        case rendered(ByteBuffer)
        case kept(String)

        var count: Int {
            switch self {
            case .rendered(let buffer): buffer.readableBytes
            case .kept(let html): html.utf8.count
            }
        }
    }

    /// The frame with this visit's values (escaped here, as Leaf would have) and `body` in place.
    func write(_ visit: Visit, body: Body, into allocator: ByteBufferAllocator) -> ByteBuffer {
        var out = allocator.buffer(capacity: html.utf8.count + body.count + 128)
        Self.fill(html, visit, into: &out) { out in
            switch body {
            case .rendered(let buffer): out.writeImmutableBuffer(buffer)
            case .kept(let html): Self.fill(html, visit, into: &out) { _ in }
            }
        }
        return out
    }

    /// `html` with each stand-in replaced by the visit's value, and the body's by what `body` writes.
    private static func fill(
        _ html: String, _ visit: Visit, into out: inout ByteBuffer, body: (inout ByteBuffer) -> Void
    ) {
        var html = html
        html.withUTF8 { bytes in
            var start = 0
            while let (range, slot) = nextStandIn(in: bytes, from: start) {
                out.writeBytes(bytes[start..<range.lowerBound])
                switch slot {
                case .csrfToken: out.writeString(visit.csrfToken.htmlEscaped())
                case .nickname: out.writeString(visit.profile?.nickname.htmlEscaped() ?? "")
                case .avatarURL: out.writeString(visit.profile?.avatarURL.htmlEscaped() ?? "")
                case .origin: out.writeString(visit.origin.htmlEscaped())
                case .path: out.writeString(visit.path.htmlEscaped())
                case .body: body(&out)
                }
                start = range.upperBound
            }
            out.writeBytes(bytes[start...])
        }
    }

    /// The first stand-in at or after `start`, and which slot it is.
    private static func nextStandIn(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Range<Int>, Slot)? {
        func matches(_ pattern: [UInt8], at index: Int) -> Bool {
            index + pattern.count <= bytes.count && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
        }
        var index = start
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == prefix[0], matches(prefix, at: index) else { continue }
            let nameStart = index + prefix.count
            guard let nameEnd = (nameStart..<bytes.count).first(where: { matches(close, at: $0) }),
                let slot = Slot(rawValue: String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self))
            else { continue }
            return (index..<(nameEnd + close.count), slot)
        }
        return nil
    }
}

extension Request {
    /// The layout for `key` in this request's language, from the fragment cache when it was rendered before.
    func pageFrame(_ key: PageFrame.Key) async throws -> PageFrame {
        let html = try await fragment("layout", key: key) {
            PageFrame.Content(
                frame: key,
                tabsHTML: try await fragment("partials/tabs", key: key.tab) {
                    PageFrame.Tabs(
                        tabs: SectionTab.allCases.map {
                            .init(
                                key: $0.rawValue, href: $0.path, labelKey: "tab.\($0.rawValue)", isActive: $0 == key.tab
                            )
                        })
                },
                slots: Dictionary(
                    uniqueKeysWithValues: PageFrame.Slot.allCases.map { ($0.rawValue, PageFrame.standIn($0)) }))
        }
        return PageFrame(html: html.renderedFragment)
    }
}
