import Testing

@testable import Encore

@Suite struct RevealGridTests {
    @Test func tokenRoundTrips() throws {
        let grid = RevealGrid(revealed: [0, 1, 49, 50, 1234, RevealGrid.cellCount - 1])

        let decoded = try #require(RevealGrid(token: grid.token))

        #expect(decoded == grid)
        #expect(RevealGrid(revealed: []).token == "")
    }

    @Test(arguments: ["!!", "a b", String(repeating: "A", count: 700)])
    func malformedTokensAreRefused(token: String) {
        #expect(RevealGrid(token: token) == nil)
    }

    @Test func cellsOutsideTheGridAreIgnored() {
        #expect(RevealGrid(revealed: [-1, RevealGrid.cellCount, 5]).revealed == [5])
    }

    @Test func maskBlacksOutExactlyTheUnrevealedCells() {
        let width = 100, height = 150, bands = 3  // 2-pixel cells
        var pixels = [UInt8](repeating: 200, count: width * height * bands)
        let revealedCell = 3 * RevealGrid.columns + 7  // row 3, column 7

        RevealGrid(revealed: [revealedCell]).mask(&pixels, width: width, height: height, bands: bands)

        func pixel(_ x: Int, _ y: Int) -> UInt8 { pixels[(y * width + x) * bands] }
        #expect(pixel(14, 6) == 200 && pixel(15, 7) == 200)  // inside the revealed cell
        #expect(pixel(13, 6) == 0 && pixel(16, 7) == 0)  // its neighbours
        #expect(pixel(0, 0) == 0 && pixel(99, 149) == 0)
        #expect(pixels.filter { $0 == 200 }.count == 2 * 2 * bands)
    }
}
