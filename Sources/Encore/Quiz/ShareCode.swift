/// A pack's share code: six characters from an alphabet without look-alikes (no 0/O, no 1/I/L), so
/// it survives being read aloud or typed from a screenshot. Codes come from a sequence number
/// through an affine permutation of all 31⁶ codes: two packs never share one, and neighbours do
/// not look alike.
enum ShareCode {
    static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTUVWXYZ")
    static let length = 6
    /// 31⁶: how many codes there are.
    static let space = 887_503_681
    /// Coprime with 31, so multiplying permutes the codes.
    private static let multiplier = 387_420_489
    private static let offset = 271_828_182

    /// The code for the `sequence`-th pack (1, 2, 3 …); distinct for every sequence below `space`.
    static func make(sequence: Int) -> String {
        var value = (sequence % space * multiplier + offset) % space
        var characters: [Character] = []
        for _ in 0..<length {
            characters.append(alphabet[value % alphabet.count])
            value /= alphabet.count
        }
        return String(characters.reversed())
    }

    /// A code as someone typed it (any case, spaces or dashes between), or nil when it cannot be one.
    static func normalized(_ text: String) -> String? {
        let code = String(text.uppercased().filter { $0 != " " && $0 != "-" })
        guard code.count == length, code.allSatisfy(alphabet.contains) else { return nil }
        return code
    }
}
