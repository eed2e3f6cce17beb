/// The 15 format bits: error correction level and mask, protected by a BCH(15,5) code and masked with
/// 101010000010010 so that they are never all light (ISO/IEC 18004 7.9).
enum FormatInformation {
    /// x¹⁰ + x⁸ + x⁵ + x⁴ + x² + x + 1.
    static let generator = 0b101_0011_0111
    static let mask = 0b101_0100_0001_0010

    static func bits(level: ErrorCorrectionLevel, mask pattern: MaskPattern) -> Int {
        let data = level.formatBits << 3 | pattern.number
        return (data << 10 | BCHCode.remainder(of: data << 10, generator: generator)) ^ mask
    }
}

extension ModuleGrid {
    /// Marks the format information's modules as function modules (drawn for real once the mask is
    /// known), and draws the module beside the lower copy that is always dark.
    mutating func reserveFormatInformation() {
        drawFormatInformation(0)
        setFunction(x: 8, y: size - 8, dark: true)
    }

    /// Two copies of the bits, bit 0 first: one around the top-left finder, one split between the other
    /// two finders, so that a reader still finds one when a corner is damaged.
    mutating func drawFormatInformation(_ bits: Int) {
        func bit(_ i: Int) -> Bool { (bits >> i) & 1 == 1 }
        // Around the top-left finder: down column 8 (stepping over the timing row), then left along
        // row 8 (stepping over the timing column).
        for i in 0..<6 {
            setFunction(x: 8, y: i, dark: bit(i))
        }
        setFunction(x: 8, y: 7, dark: bit(6))
        setFunction(x: 8, y: 8, dark: bit(7))
        setFunction(x: 7, y: 8, dark: bit(8))
        for i in 9..<15 {
            setFunction(x: 14 - i, y: 8, dark: bit(i))
        }
        // Under the top-right finder along row 8, then beside the bottom-left finder down column 8.
        for i in 0..<8 {
            setFunction(x: size - 1 - i, y: 8, dark: bit(i))
        }
        for i in 8..<15 {
            setFunction(x: 8, y: size - 15 + i, dark: bit(i))
        }
    }
}
