extension ModuleGrid {
    /// A version's grid with every function pattern drawn and the format information reserved (it
    /// depends on the mask, chosen later), so that what is left is exactly the data area.
    static func functionPatterns(for version: SymbolVersion) -> ModuleGrid {
        var grid = ModuleGrid(size: version.size)
        // Timing first: the finders and alignment patterns drawn next overwrite its ends and crossings.
        grid.drawTimingPatterns()
        grid.drawFinderPatterns()
        grid.drawAlignmentPatterns(at: version.alignmentPatternPositions)
        grid.reserveFormatInformation()
        if version.hasVersionInformation {
            grid.drawVersionInformation(VersionInformation.bits(version: version.number))
        }
        return grid
    }

    /// Row 6 and column 6 alternate dark and light, dark on even indices, so a reader can count modules.
    private mutating func drawTimingPatterns() {
        for i in 0..<size {
            setFunction(x: 6, y: i, dark: i % 2 == 0)
            setFunction(x: i, y: 6, dark: i % 2 == 0)
        }
    }

    /// The three 7×7 finders (dark ring, light ring, dark 3×3 centre) with their one-module light
    /// separator, drawn as a 9×9 square of rings clipped at the symbol's edge.
    private mutating func drawFinderPatterns() {
        for (centreX, centreY) in [(3, 3), (size - 4, 3), (3, size - 4)] {
            for dy in -4...4 {
                for dx in -4...4 {
                    let x = centreX + dx
                    let y = centreY + dy
                    guard (0..<size).contains(x), (0..<size).contains(y) else { continue }
                    let ring = max(abs(dx), abs(dy))
                    setFunction(x: x, y: y, dark: ring != 2 && ring != 4)
                }
            }
        }
    }

    /// 5×5 patterns (dark ring, light ring, dark centre) at every pairing of the positions, except the
    /// three pairings that fall on a finder.
    private mutating func drawAlignmentPatterns(at positions: [Int]) {
        guard let last = positions.last else { return }
        for centreY in positions {
            for centreX in positions {
                let onFinder =
                    (centreX == 6 && centreY == 6) || (centreX == last && centreY == 6)
                    || (centreX == 6 && centreY == last)
                if onFinder { continue }
                for dy in -2...2 {
                    for dx in -2...2 {
                        setFunction(x: centreX + dx, y: centreY + dy, dark: max(abs(dx), abs(dy)) != 1)
                    }
                }
            }
        }
    }
}
