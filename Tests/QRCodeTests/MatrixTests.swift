import Testing

@testable import QRCode

@Suite struct MatrixTests {
    /// The whole symbol, module by module, for every input and every mask.
    @Test(arguments: PythonFixtures.inputsByMask)
    func matrixMatchesPython(input: PythonFixtures.Input, expected: PythonFixtures.Mask) throws {
        let code = try QRCode(bytes: input.data, mask: MaskPattern(expected.mask)!)
        #expect(code.size == 17 + 4 * input.version)
        #expect(code.mask.number == expected.mask)
        #expect(PythonFixtures.firstDifference(code, rows: expected.rows) == nil)
    }

    @Test(arguments: PythonFixtures.shared.inputs)
    func defaultSymbolIsPythonsSymbolForTheSpecificationsMask(input: PythonFixtures.Input) throws {
        let code = try QRCode(bytes: input.data)
        #expect(PythonFixtures.firstDifference(code, rows: input.masks[input.specMask].rows) == nil)
    }
}
