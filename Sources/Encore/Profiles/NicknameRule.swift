/// The nickname rules and their messages: 2–10 characters (`TextLength`), no spaces, no word of
/// the word filter (`WordFilter`). Invisible and
/// control characters are refused too, and `NicknameKey` folds look-alikes, so two nicknames that
/// look the same cannot both exist.
enum NicknameRule {
    static let minimumLength = 2
    static let maximumLength = 10
    /// Code points in all, composed: ten syllables are ten, a family emoji seven; 👍 with 39 skin
    /// tones was one character a reader sees and 40 code points.
    static let maximumCodePoints = 24
    /// Names only Encore's own packs may carry (compared case-folded).
    static let reserved: Set<String> = ["encore", "앙코르", DeletedPlayer.nickname]
    static let reservedKeys = Set(reserved.map(NicknameKey.make))

    enum Verdict: Equatable {
        case ok
        case problem(key: String)
        /// Another profile has it (only `ProfileService.check`, which asks the database, says so).
        case taken

        /// The message key to show as the person types: a problem, or that the nickname can be used.
        var messageKey: String {
            switch self {
            case .ok: "nickname.ok"
            case .problem(let key): key
            case .taken: "nickname.taken"
            }
        }
    }

    static func check(_ nickname: String) -> Verdict {
        if nickname.unicodeScalars.contains(where: { $0.properties.isWhitespace }) {
            return .problem(key: "nickname.noSpaces")
        }
        let length = TextLength.of(nickname)
        if length < minimumLength { return .problem(key: "nickname.tooShort") }
        let codePoints = nickname.precomposedStringWithCanonicalMapping.unicodeScalars.count
        if length > maximumLength || codePoints > maximumCodePoints { return .problem(key: "nickname.tooLong") }
        if reservedKeys.contains(Profile.key(for: nickname)) { return .problem(key: "nickname.reserved") }
        if WordFilter.builtIn.refuses(nickname) { return .problem(key: "nickname.refusedWord") }
        return hasInvisibleCharacters(nickname) ? .problem(key: "nickname.invalidCharacters") : .ok
    }

    /// Control, format and other invisible characters, except the zero-width joiner inside an
    /// emoji sequence such as 👩‍💻 (after 앙코르 it only makes a look-alike).
    static func hasInvisibleCharacters(_ nickname: String) -> Bool {
        let scalars = Array(nickname.unicodeScalars)
        return scalars.indices.contains { index in
            let scalar = scalars[index]
            if scalar == "\u{200D}" {
                return
                    !(index > 0 && index + 1 < scalars.count && isEmoji(scalars[index - 1])
                    && isEmoji(scalars[index + 1]))
            }
            if scalar == "\u{FE0F}" { return !(index > 0 && isEmoji(scalars[index - 1])) }
            // One skin tone, right after an emoji that takes one.
            if (0x1F3FB...0x1F3FF).contains(scalar.value) {
                return !(index > 0 && scalars[index - 1].properties.isEmojiModifierBase)
            }
            // A mark the identifier profile does not allow (a Hangul tone mark after 앙코르).
            if [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory),
                !Confusables.isIdentifierCharacter(scalar)
            {
                return true
            }
            return scalar.properties.isDefaultIgnorableCodePoint || NicknameKey.blanks.contains(scalar.value)
                || Confusables.isUnassigned(scalar)
                || [.control, .format, .unassigned, .privateUse, .surrogate].contains(scalar.properties.generalCategory)
        }
    }

    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.properties.isEmoji && scalar.value > 0xFF) || (0x1F3FB...0x1F3FF).contains(scalar.value)
            || scalar == "\u{FE0F}"
    }
}
