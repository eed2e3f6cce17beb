/// A pack's share code: characters from an alphabet without look-alikes (no 0/O, no 1/I/L), so it
/// survives being read aloud or typed from a screenshot. New codes are eight random characters
/// (31⁸ ≈ 850 billion), so nobody can list the packs by trying codes. Packs made before have six
/// characters from a sequence number through an affine permutation (`make(sequence:)`, kept for
/// the migration that gave them out); those still open their packs.
enum ShareCode {
    static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTUVWXYZ")
    static let length = 8
    static let legacyLength = 6
    /// 31⁶: how many six-character codes there are.
    static let space = 887_503_681
    /// Coprime with 31, so multiplying permutes the codes.
    private static let multiplier = 387_420_489
    private static let offset = 271_828_182

    /// A new code, from the system's secure random source.
    static func random() -> String {
        var generator = SystemRandomNumberGenerator()
        return String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
    }

    /// The six-character code for the `sequence`-th pack (1, 2, 3 …); distinct below `space`.
    static func make(sequence: Int) -> String {
        var value = (sequence % space * multiplier + offset) % space
        var characters: [Character] = []
        for _ in 0..<legacyLength {
            characters.append(alphabet[value % alphabet.count])
            value /= alphabet.count
        }
        return String(characters.reversed())
    }

    /// A code as someone typed it (any case, spaces, line breaks or dashes between), or nil when it
    /// cannot be one.
    static func normalized(_ text: String) -> String? {
        let code = String(text.uppercased().filter { !$0.isWhitespace && $0 != "-" })
        guard code.count == length || code.count == legacyLength, code.allSatisfy(alphabet.contains) else { return nil }
        return code
    }
}
