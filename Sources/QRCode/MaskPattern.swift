/// One of the eight patterns XORed over the data area so that the symbol has no large blocks of one
/// colour or shapes a reader could take for a finder (ISO/IEC 18004 7.8.2).
public struct MaskPattern: Sendable, Hashable, CustomStringConvertible {
    public static let all = (0...7).map { MaskPattern(validNumber: $0) }

    /// The pattern's reference, 0 to 7, as the format information records it.
    public let number: Int

    /// Nil unless `number` is 0 to 7.
    public init?(_ number: Int) {
        guard (0...7).contains(number) else { return nil }
        self.number = number
    }

    private init(validNumber: Int) {
        number = validNumber
    }

    public var description: String { "mask \(number)" }

    /// Table 10's conditions, i the row and j the column: where one holds, the module is inverted.
    func inverts(x j: Int, y i: Int) -> Bool {
        switch number {
        case 0: (i + j) % 2 == 0
        case 1: i % 2 == 0
        case 2: j % 3 == 0
        case 3: (i + j) % 3 == 0
        case 4: (i / 2 + j / 3) % 2 == 0
        case 5: (i * j) % 2 + (i * j) % 3 == 0
        case 6: ((i * j) % 2 + (i * j) % 3) % 2 == 0
        default: ((i + j) % 2 + (i * j) % 3) % 2 == 0
        }
    }
}

extension ModuleGrid {
    /// The grid with the mask applied to the data area and the format information drawn for it: the
    /// finished symbol, which is also what the penalty rules score.
    func finished(level: ErrorCorrectionLevel, mask: MaskPattern) -> ModuleGrid {
        var grid = self
        for y in 0..<size {
            for x in 0..<size where !isFunction(x: x, y: y) && mask.inverts(x: x, y: y) {
                grid.setData(x: x, y: y, dark: !isDark(x: x, y: y))
            }
        }
        grid.drawFormatInformation(FormatInformation.bits(level: level, mask: mask))
        return grid
    }
}
