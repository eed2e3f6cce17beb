/// The 18 version bits of versions 7 and later: the version number protected by a BCH(18,6) code
/// (ISO/IEC 18004 7.10). Unlike the format bits they are not masked: the number is never zero.
enum VersionInformation {
    /// x¹² + x¹¹ + x¹⁰ + x⁹ + x⁸ + x⁵ + x² + 1.
    static let generator = 0b1_1111_0010_0101

    static func bits(version: Int) -> Int {
        version << 12 | BCHCode.remainder(of: version << 12, generator: generator)
    }
}

extension ModuleGrid {
    /// Two 6×3 copies: above the bottom-left finder and, transposed, left of the top-right finder.
    /// Bit i goes to row i / 3 (column of the other copy) and to the i % 3-th of the three lines.
    mutating func drawVersionInformation(_ bits: Int) {
        for i in 0..<18 {
            let dark = (bits >> i) & 1 == 1
            let across = size - 11 + i % 3
            let along = i / 3
            setFunction(x: across, y: along, dark: dark)
            setFunction(x: along, y: across, dark: dark)
        }
    }
}
