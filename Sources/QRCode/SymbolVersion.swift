/// One of the forty symbol sizes, with what byte mode at level M needs to know about it.
struct SymbolVersion: Sendable, Equatable {
    static let all = (1...40).map(SymbolVersion.init(number:))

    /// 1 to 40.
    let number: Int

    /// Modules per side: 21 for version 1, four more for each version after it.
    var size: Int { 17 + 4 * number }

    var blocks: BlockStructure { BlockStructure.levelM[number - 1] }

    /// The byte-mode character count grows from 8 to 16 bits at version 10 (ISO/IEC 18004 Table 3).
    var characterCountBits: Int { number < 10 ? 8 : 16 }

    /// The most bytes that fit: the data codewords less the 4-bit mode indicator and the count.
    var byteCapacity: Int { (blocks.dataCodewordCount * 8 - 4 - characterCountBits) / 8 }

    var alignmentPatternPositions: [Int] { Self.alignmentPatternPositions[number - 1] }

    /// Version 7 and later carry their number twice, since a reader cannot count that many modules.
    var hasVersionInformation: Bool { number >= 7 }

    /// The smallest version that holds `byteCount` bytes: on a screen of a given size it has the largest
    /// modules, so it scans from furthest away.
    static func smallest(holding byteCount: Int) -> SymbolVersion? {
        all.first { $0.byteCapacity >= byteCount }
    }
}
