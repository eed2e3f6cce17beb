/// How a version's codewords are cut into Reed–Solomon blocks: every block gets the same number of
/// error correction codewords, and up to two groups of blocks differ by one data codeword.
struct BlockStructure: Sendable, Equatable {
    struct Group: Sendable, Equatable {
        let blockCount: Int
        let dataCodewordsPerBlock: Int
    }

    let errorCorrectionCodewordsPerBlock: Int
    let groups: [Group]

    init(ecPerBlock: Int, _ blockCount: Int, _ dataPerBlock: Int, _ moreBlocks: Int = 0, _ moreData: Int = 0) {
        errorCorrectionCodewordsPerBlock = ecPerBlock
        groups =
            [Group(blockCount: blockCount, dataCodewordsPerBlock: dataPerBlock)]
            + (moreBlocks > 0 ? [Group(blockCount: moreBlocks, dataCodewordsPerBlock: moreData)] : [])
    }

    /// Data codewords of each block in order: the shorter group comes first.
    var dataCodewordsPerBlock: [Int] {
        groups.flatMap { Array(repeating: $0.dataCodewordsPerBlock, count: $0.blockCount) }
    }

    var dataCodewordCount: Int { dataCodewordsPerBlock.reduce(0, +) }

    var totalCodewordCount: Int {
        dataCodewordCount + dataCodewordsPerBlock.count * errorCorrectionCodewordsPerBlock
    }
}
