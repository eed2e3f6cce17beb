/// UQuiz's nickname rules and messages: 2–10 characters, no spaces. Invisible and control
/// characters are refused too, so two nicknames that look the same cannot both exist.
enum NicknameRule {
    static let minimumLength = 2
    static let maximumLength = 10
    /// Names only Encore's own packs may carry (compared case-folded).
    static let reserved: Set<String> = ["encore", "앙코르"]

    enum Verdict: Equatable {
        case ok
        case problem(key: String)

        /// The message key to show as the person types: a problem, or UQuiz's approval.
        var messageKey: String {
            switch self {
            case .ok: "nickname.ok"
            case .problem(let key): key
            }
        }
    }

    static func check(_ nickname: String) -> Verdict {
        if nickname.unicodeScalars.contains(where: { $0.properties.isWhitespace }) {
            return .problem(key: "nickname.noSpaces")
        }
        if nickname.count < minimumLength { return .problem(key: "nickname.tooShort") }
        if nickname.count > maximumLength { return .problem(key: "nickname.tooLong") }
        if reserved.contains(Profile.key(for: nickname)) { return .problem(key: "nickname.reserved") }
        // The zero-width joiner is allowed: emoji such as 👩‍💻 are built with it.
        let invisible = nickname.unicodeScalars.contains {
            $0 != "\u{200D}"
                && [.control, .format, .unassigned, .privateUse, .surrogate].contains($0.properties.generalCategory)
        }
        return invisible ? .problem(key: "nickname.invalidCharacters") : .ok
    }
}
