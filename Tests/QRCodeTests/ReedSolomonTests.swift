import Testing

@testable import QRCode

@Suite struct ReedSolomonTests {
    @Test func everyNonZeroElementHasAnInverse() {
        #expect(GaloisField.exponentials[255] == 1)
        for a in 1...255 {
            let inverse = GaloisField.exponentials[255 - GaloisField.logarithms[a]]
            #expect(GaloisField.multiply(UInt8(a), inverse) == 1)
        }
    }

    @Test(arguments: PythonFixtures.shared.generators)
    func generatorMatchesPython(expected: PythonFixtures.Generator) {
        #expect(ReedSolomon.generator(degree: expected.degree) == expected.coefficients)
    }

    /// The worked example of ISO/IEC 18004 Annex I: "01234567" as 1-M.
    @Test func remainderOfTheSpecificationsExample() {
        let data: [UInt8] = [
            0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11,
        ]
        let expected: [UInt8] = [0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55]
        #expect(ReedSolomon.remainder(of: data, dividedBy: ReedSolomon.generator(degree: 10)) == expected)
    }

    @Test(arguments: PythonFixtures.shared.inputs)
    func remaindersOfEveryBlockMatchPython(input: PythonFixtures.Input) {
        let degree = SymbolVersion(number: input.version).blocks.errorCorrectionCodewordsPerBlock
        let generator = ReedSolomon.generator(degree: degree)
        for (index, block) in input.blocks.enumerated() {
            let remainder = ReedSolomon.remainder(of: [UInt8](hex: block.data), dividedBy: generator)
            #expect(remainder == [UInt8](hex: block.errorCorrection), "block \(index)")
        }
    }
}
