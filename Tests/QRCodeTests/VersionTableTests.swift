import Testing

@testable import QRCode

@Suite struct VersionTableTests {
    static let versions = PythonFixtures.shared.versions

    @Test func fortyVersions() {
        #expect(Self.versions.map(\.version) == Array(1...40))
        #expect(SymbolVersion.all.map(\.number) == Array(1...40))
    }

    @Test(arguments: versions)
    func blocksMatchPython(expected: PythonFixtures.Version) {
        let structure = SymbolVersion(number: expected.version).blocks
        let blocks = structure.dataCodewordsPerBlock.map { [$0 + structure.errorCorrectionCodewordsPerBlock, $0] }
        #expect(blocks == expected.blocks, "version \(expected.version)")
    }

    @Test(arguments: versions)
    func capacityCountBitsAndAlignmentMatchPython(expected: PythonFixtures.Version) {
        let version = SymbolVersion(number: expected.version)
        #expect(version.byteCapacity == expected.byteCapacity)
        #expect(version.characterCountBits == expected.characterCountBits)
        #expect(version.alignmentPatternPositions == expected.alignmentPositions)
    }

    /// Independent of python-qrcode: the modules the function patterns leave free must hold exactly the
    /// block table's codewords plus the specification's remainder bits (ISO/IEC 18004 Table 1).
    @Test(arguments: SymbolVersion.all)
    func dataAreaHoldsTheCodewordsAndRemainderBits(version: SymbolVersion) {
        let remainderBits: Int
        switch version.number {
        case 2...6: remainderBits = 7
        case 14...20, 28...34: remainderBits = 3
        case 21...27: remainderBits = 4
        default: remainderBits = 0
        }
        let grid = ModuleGrid.functionPatterns(for: version)
        let free = (0..<grid.size).flatMap { y in (0..<grid.size).filter { !grid.isFunction(x: $0, y: y) } }.count
        #expect(free == version.blocks.totalCodewordCount * 8 + remainderBits, "version \(version.number)")
    }

    @Test func chosenVersionMatchesPython() throws {
        for input in PythonFixtures.shared.inputs {
            #expect(try QRCode(bytes: input.data).version == input.version, "\(input.name)")
        }
    }

    @Test func oneByteMoreThanVersion40HoldsIsAnError() throws {
        #expect(QRCode.maximumByteCount == 2331)
        #expect(throws: QRCodeError.dataTooLong(byteCount: 2332, maximum: 2331)) {
            try QRCode(bytes: [UInt8](repeating: 0x61, count: 2332))
        }
        #expect(try QRCode(bytes: [UInt8](repeating: 0x61, count: 2331)).version == 40)
    }
}
