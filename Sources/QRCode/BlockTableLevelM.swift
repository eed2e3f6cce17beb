extension BlockStructure {
    /// Level M rows of ISO/IEC 18004 Table 9, versions 1 to 40 in order: error correction codewords
    /// per block, then (number of blocks, data codewords per block) for one or two groups. All 40 are
    /// here because the table is the only thing a larger version needs; the rest is computed.
    static let levelM: [BlockStructure] = [
        .init(ecPerBlock: 10, 1, 16),  // 1
        .init(ecPerBlock: 16, 1, 28),
        .init(ecPerBlock: 26, 1, 44),
        .init(ecPerBlock: 18, 2, 32),
        .init(ecPerBlock: 24, 2, 43),  // 5
        .init(ecPerBlock: 16, 4, 27),
        .init(ecPerBlock: 18, 4, 31),
        .init(ecPerBlock: 22, 2, 38, 2, 39),
        .init(ecPerBlock: 22, 3, 36, 2, 37),
        .init(ecPerBlock: 26, 4, 43, 1, 44),  // 10
        .init(ecPerBlock: 30, 1, 50, 4, 51),
        .init(ecPerBlock: 22, 6, 36, 2, 37),
        .init(ecPerBlock: 22, 8, 37, 1, 38),
        .init(ecPerBlock: 24, 4, 40, 5, 41),
        .init(ecPerBlock: 24, 5, 41, 5, 42),  // 15
        .init(ecPerBlock: 28, 7, 45, 3, 46),
        .init(ecPerBlock: 28, 10, 46, 1, 47),
        .init(ecPerBlock: 26, 9, 43, 4, 44),
        .init(ecPerBlock: 26, 3, 44, 11, 45),
        .init(ecPerBlock: 26, 3, 41, 13, 42),  // 20
        .init(ecPerBlock: 26, 17, 42),
        .init(ecPerBlock: 28, 17, 46),
        .init(ecPerBlock: 28, 4, 47, 14, 48),
        .init(ecPerBlock: 28, 6, 45, 14, 46),
        .init(ecPerBlock: 28, 8, 47, 13, 48),  // 25
        .init(ecPerBlock: 28, 19, 46, 4, 47),
        .init(ecPerBlock: 28, 22, 45, 3, 46),
        .init(ecPerBlock: 28, 3, 45, 23, 46),
        .init(ecPerBlock: 28, 21, 45, 7, 46),
        .init(ecPerBlock: 28, 19, 47, 10, 48),  // 30
        .init(ecPerBlock: 28, 2, 46, 29, 47),
        .init(ecPerBlock: 28, 10, 46, 23, 47),
        .init(ecPerBlock: 28, 14, 46, 21, 47),
        .init(ecPerBlock: 28, 14, 46, 23, 47),
        .init(ecPerBlock: 28, 12, 47, 26, 48),  // 35
        .init(ecPerBlock: 28, 6, 47, 34, 48),
        .init(ecPerBlock: 28, 29, 46, 14, 47),
        .init(ecPerBlock: 28, 13, 46, 32, 47),
        .init(ecPerBlock: 28, 40, 47, 7, 48),
        .init(ecPerBlock: 28, 18, 47, 31, 48),  // 40
    ]
}
