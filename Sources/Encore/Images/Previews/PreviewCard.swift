import Crypto
import Foundation

/// What a link shows where it is shared (KakaoTalk, Discord, X): a 1200×630 card with the page's
/// title, a line under it and a big badge (a PIN, a level, a monogram), and for a room its join
/// QR code. Pages describe their card; its URL carries the text, signed with the app's secret, so
/// the image route renders only cards this site made and never looks anything up (nor asks an
/// upstream) when a chat app fetches one.
struct PreviewCard: Hashable, Sendable {
    let title: String
    let subtitle: String
    /// Large text on the right: a PIN, a level, a monogram. Empty for none.
    let badge: String
    /// A link to draw as a QR code instead of the badge (a room's join address).
    let qr: String?
    /// A row of result squares under the text, one letter each: `o` right, `x` wrong, `s` skipped;
    /// empty squares fill the row to six (a 오늘의 퀴즈 result, never its answer).
    var squares: String? = nil

    static let maxSquares = 6

    static let width = 1200
    static let height = 630
    /// What one field may hold: a card never carries a page's worth of text.
    static let maxFieldLength = 200

    /// The card's path, signed.
    func path(signedWith key: SymmetricKey) -> String {
        var items = [("t", title), ("s", subtitle), ("b", badge)]
        if let qr { items.append(("q", qr)) }
        if let squares { items.append(("r", squares)) }
        let query = items.map { "\($0.0)=\(Self.queryEscaped($0.1))" }.joined(separator: "&")
        return "/og/card.jpg?" + query + "&sig=" + Self.signature(of: self, key: key)
    }

    /// The card a signed query describes; nil for anything this site did not sign.
    static func verified(_ fields: [String: String], key: SymmetricKey) -> PreviewCard? {
        guard let title = fields["t"], let subtitle = fields["s"], let badge = fields["b"], let sig = fields["sig"],
            [title, subtitle, badge, fields["q"] ?? ""].allSatisfy({ $0.count <= maxFieldLength }),
            fields["r"].map(isSquareRow) ?? true
        else { return nil }
        let card = PreviewCard(title: title, subtitle: subtitle, badge: badge, qr: fields["q"], squares: fields["r"])
        let expected = signature(of: card, key: key)
        // Compared in constant time: the signature is the only thing between a stranger and the renderer.
        guard expected.utf8.count == sig.utf8.count,
            zip(expected.utf8, sig.utf8).reduce(0, { $0 | ($1.0 ^ $1.1) }) == 0
        else { return nil }
        return card
    }

    private static func signature(of card: PreviewCard, key: SymmetricKey) -> String {
        // A card without squares signs as it did before they existed.
        let message = ([card.title, card.subtitle, card.badge, card.qr ?? ""] + (card.squares.map { [$0] } ?? []))
            .joined(separator: "\u{1F}")
        let code = HMAC<SHA256>.authenticationCode(for: Data(message.utf8), using: key)
        return Base64URL.encode(Array(code.prefix(16)))
    }

    static func isSquareRow(_ row: String) -> Bool {
        (1...maxSquares).contains(row.count) && row.allSatisfy { "oxs".contains($0) }
    }

    private static let queryAllowed = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+?#"))

    private static func queryEscaped(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: queryAllowed) ?? ""
    }
}
