/// What someone typed into the join box (`/join`): a pack's share code, typed or inside a pasted
/// link, or a room's PIN.
enum JoinInput: Equatable, Sendable {
    /// A pack's share code, normalised as `ShareCode.normalized` gives it.
    case shareCode(String)
    /// Six digits: the PIN of a live party room (#20). The rooms add the lookup where the join page
    /// meets this case; until then no room has one. Digits alone could also be an old
    /// six-character share code (made only of 2–9): the join page tries that too.
    case roomPIN(String)
    /// Nothing but spaces.
    case empty
    /// Neither a code, a link to one nor a PIN.
    case unreadable

    static let pinLength = 6
    /// Longer than any link to a pack: not read at all.
    static let maxLength = 200

    init(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            self = .empty
        } else if trimmed.unicodeScalars.count > Self.maxLength {
            self = .unreadable
        } else if let linked = Self.codeInLink(trimmed) {
            self = ShareCode.normalized(linked).map(JoinInput.shareCode) ?? .unreadable
        } else {
            let compact = trimmed.filter { !$0.isWhitespace && $0 != "-" }
            if compact.count == Self.pinLength, compact.allSatisfy({ $0.isASCII && $0.isNumber }) {
                self = .roomPIN(compact)
            } else {
                self = ShareCode.normalized(trimmed).map(JoinInput.shareCode) ?? .unreadable
            }
        }
    }

    /// The segment after `/q/` in a pasted link (`https://…/q/ABCD2345`, `/q/abcd2345/play?x`),
    /// whatever scheme and host come before it.
    private static func codeInLink(_ text: String) -> String? {
        guard let start = text.range(of: "/q/", options: [.caseInsensitive, .backwards]) else { return nil }
        let rest = text[start.upperBound...]
        return String(rest.prefix { !"/?#".contains($0) })
    }
}
