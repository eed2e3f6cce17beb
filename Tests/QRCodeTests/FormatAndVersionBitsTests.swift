import Testing

@testable import QRCode

@Suite struct FormatAndVersionBitsTests {
    @Test(arguments: MaskPattern.all)
    func formatBitsMatchPython(mask: MaskPattern) {
        #expect(FormatInformation.bits(level: .medium, mask: mask) == PythonFixtures.shared.formatBits[mask.number])
    }

    /// Level M, mask 0 is the BCH code of 00000, which is 0, so only the XOR mask is left.
    @Test func formatBitsOfLevelMMask0AreTheXORMask() {
        #expect(FormatInformation.bits(level: .medium, mask: MaskPattern(0)!) == 0b101_0100_0001_0010)
    }

    @Test(arguments: PythonFixtures.shared.versions.filter { $0.versionBits != nil })
    func versionBitsMatchPython(expected: PythonFixtures.Version) {
        #expect(VersionInformation.bits(version: expected.version) == expected.versionBits)
    }

    /// ISO/IEC 18004 Annex D's first row: version 7 is 000111 110010010100.
    @Test func versionBitsOfVersion7() {
        #expect(VersionInformation.bits(version: 7) == 0b000111_110010010100)
    }

    @Test func maskNumbersOutsideZeroToSevenAreRefused() {
        #expect(MaskPattern(-1) == nil)
        #expect(MaskPattern(8) == nil)
        #expect(MaskPattern.all.map(\.number) == Array(0...7))
    }
}
