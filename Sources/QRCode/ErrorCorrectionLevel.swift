/// How many codewords are spent on error correction. Only level M (about 15 % of the symbol can be
/// restored) is implemented: a link shown on a screen needs no more, and every other level would need
/// its own rows of the block table.
public enum ErrorCorrectionLevel: Sendable, Hashable {
    case medium

    /// The two bits the format information gives the level (ISO/IEC 18004 Table 12): M is 00.
    var formatBits: Int {
        switch self {
        case .medium: 0b00
        }
    }
}
