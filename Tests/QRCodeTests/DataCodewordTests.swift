import Testing

@testable import QRCode

@Suite struct DataCodewordTests {
    @Test func bitBufferPacksMostSignificantBitFirst() {
        var bits = BitBuffer()
        bits.append(0b0100, bitCount: 4)
        bits.append(5, bitCount: 8)
        bits.append(1, bitCount: 1)
        #expect(bits.count == 13)
        #expect(bits.bytes == [0b0100_0000, 0b0101_1000])
    }

    @Test(arguments: PythonFixtures.shared.inputs)
    func dataCodewordsMatchPython(input: PythonFixtures.Input) {
        let codewords = DataCodewords.make(bytes: input.data, version: SymbolVersion(number: input.version))
        #expect(codewords == [UInt8](hex: input.dataCodewords))
    }

    @Test(arguments: PythonFixtures.shared.inputs)
    func blocksMatchPython(input: PythonFixtures.Input) {
        let blocks = BlockInterleaving.blocks(
            dataCodewords: [UInt8](hex: input.dataCodewords), structure: SymbolVersion(number: input.version).blocks)
        #expect(blocks.map(\.data) == input.blocks.map { [UInt8](hex: $0.data) })
        #expect(blocks.map(\.errorCorrection) == input.blocks.map { [UInt8](hex: $0.errorCorrection) })
    }

    @Test(arguments: PythonFixtures.shared.inputs)
    func interleavingMatchesPython(input: PythonFixtures.Input) {
        let blocks = input.blocks.map {
            CodewordBlock(data: [UInt8](hex: $0.data), errorCorrection: [UInt8](hex: $0.errorCorrection))
        }
        #expect(BlockInterleaving.interleave(blocks) == [UInt8](hex: input.interleaved))
    }

    /// The fixtures' text, where there is one, is what the bytes are the UTF-8 of.
    @Test(arguments: PythonFixtures.shared.inputs.filter { $0.text != nil })
    func textInitialiserEncodesUTF8(input: PythonFixtures.Input) throws {
        #expect(try QRCode(text: input.text!) == QRCode(bytes: input.data))
    }
}
