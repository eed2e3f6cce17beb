/// Splitting the data codewords into blocks, giving each block its error correction, and interleaving
/// them (ISO/IEC 18004 7.6): a smudge over neighbouring modules then costs each block only a few
/// codewords, which its own error correction can restore.
struct CodewordBlock: Sendable, Equatable {
    let data: [UInt8]
    let errorCorrection: [UInt8]
}

enum BlockInterleaving {
    static func blocks(dataCodewords: [UInt8], structure: BlockStructure) -> [CodewordBlock] {
        precondition(dataCodewords.count == structure.dataCodewordCount, "data codewords do not fill the version")
        let generator = ReedSolomon.generator(degree: structure.errorCorrectionCodewordsPerBlock)
        var start = 0
        return structure.dataCodewordsPerBlock.map { length in
            let data = Array(dataCodewords[start..<start + length])
            start += length
            return CodewordBlock(data: data, errorCorrection: ReedSolomon.remainder(of: data, dividedBy: generator))
        }
    }

    /// The first data codeword of every block, then the second, and so on (the longer blocks of the
    /// second group add one more at the end); then the error correction codewords the same way.
    static func interleave(_ blocks: [CodewordBlock]) -> [UInt8] {
        column(by: blocks.map(\.data)) + column(by: blocks.map(\.errorCorrection))
    }

    private static func column(by rows: [[UInt8]]) -> [UInt8] {
        let longest = rows.map(\.count).max() ?? 0
        return (0..<longest).flatMap { index in rows.compactMap { index < $0.count ? $0[index] : nil } }
    }

    /// Everything the version's data area holds, in placement order.
    static func codewords(dataCodewords: [UInt8], version: SymbolVersion) -> [UInt8] {
        interleave(blocks(dataCodewords: dataCodewords, structure: version.blocks))
    }
}
