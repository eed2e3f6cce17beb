import Testing

@testable import QRCode

/// The penalty rules and the mask they choose. python-qrcode's own choice (`pythonMask`) is not the
/// specification's: it scores symbols whose format and version information are still light, and
/// ignores the quiet zone in rule N3. For "empty", "join link on localhost", "one byte over version 1"
/// and "every byte value" it picks another mask. So the choice is compared with `specMask`: the lowest
/// total of python-qrcode's own four rules on the finished symbols, N3 with the quiet zone. The
/// matrices of all eight masks, python-qrcode's pick included, are compared in MatrixTests.
@Suite struct MaskChoiceTests {
    @Test(arguments: PythonFixtures.inputsByMask)
    func penaltiesMatchPython(input: PythonFixtures.Input, expected: PythonFixtures.Mask) throws {
        let code = try QRCode(bytes: input.data, mask: MaskPattern(expected.mask)!)
        let penalty = MaskPenalty(of: code.grid)
        #expect(penalty.runs == expected.penalty.n1)
        #expect(penalty.blocks == expected.penalty.n2)
        #expect(penalty.finderLikes == expected.penalty.n3)
        #expect(penalty.balance == expected.penalty.n4)
    }

    @Test(arguments: PythonFixtures.shared.inputs)
    func chosenMaskHasTheLowestPenalty(input: PythonFixtures.Input) throws {
        #expect(try QRCode(bytes: input.data).mask.number == input.specMask)
    }

    /// A line that is a finder's cross-section at the symbol's edge scores twice: once with the quiet
    /// zone before it, once with the four light modules after it.
    @Test func finderLikePatternCountsTheQuietZone() {
        var grid = ModuleGrid(size: 21)
        for (x, dark) in [true, false, true, true, true, false, true].enumerated() {
            grid.setFunction(x: x, y: 10, dark: dark)
        }
        #expect(MaskPenalty(of: grid).finderLikes == 80)
    }
}
