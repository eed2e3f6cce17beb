/// The specification's four penalty rules (ISO/IEC 18004 7.8.3.1), scored on the finished symbol
/// (format and version information drawn); the mask whose symbol scores lowest is used.
///
/// N3's wording ("1:1:3:1:1 ratio … preceded or followed by light area 4 modules wide") is read here
/// module for module, as python-qrcode reads it, with the quiet zone around the symbol as light.
/// Readers differ: python-qrcode scores the symbol before its format information is drawn and stops
/// at the edge; qrcodegen counts whole runs in that ratio at any width. So the encoders pick other masks for
/// some data (the tests name the cases); every mask gives a valid symbol, and for the same mask the
/// symbols agree module for module.
struct MaskPenalty: Sendable, Equatable {
    /// N1: 3 for each run of five modules of one colour in a row or column, plus 1 for each module
    /// beyond five.
    let runs: Int
    /// N2: 3 for each 2×2 block of one colour (overlapping blocks each count).
    let blocks: Int
    /// N3: 40 for each dark-light-dark-dark-dark-light-dark (1:1:3:1:1) with four light modules before
    /// or after it, in a row or column; both sides count separately. Beyond the edge is the quiet zone,
    /// which is light.
    let finderLikes: Int
    /// N4: 10 for each full 5 % the share of dark modules is away from 50 %.
    let balance: Int

    var total: Int { runs + blocks + finderLikes + balance }

    init(of grid: ModuleGrid) {
        let lines = (0..<grid.size).flatMap { [grid.line($0, vertical: false), grid.line($0, vertical: true)] }
        runs = lines.map(Self.runPenalty(_:)).reduce(0, +)
        blocks = Self.blockPenalty(grid)
        finderLikes = lines.map(Self.finderLikePenalty(_:)).reduce(0, +)
        let total = grid.size * grid.size
        balance = 10 * (abs(grid.darkCount * 20 - total * 10) / total)
    }

    private static func runPenalty(_ line: [Bool]) -> Int {
        var penalty = 0
        var runStart = 0
        for index in 1...line.count where index == line.count || line[index] != line[runStart] {
            let length = index - runStart
            if length >= 5 {
                penalty += 3 + (length - 5)
            }
            runStart = index
        }
        return penalty
    }

    private static func blockPenalty(_ grid: ModuleGrid) -> Int {
        var count = 0
        for y in 0..<grid.size - 1 {
            for x in 0..<grid.size - 1 {
                let colour = grid.isDark(x: x, y: y)
                if grid.isDark(x: x + 1, y: y) == colour && grid.isDark(x: x, y: y + 1) == colour
                    && grid.isDark(x: x + 1, y: y + 1) == colour
                {
                    count += 1
                }
            }
        }
        return 3 * count
    }

    /// The finder's cross-section with four light modules after it, and with four before it.
    private static let finderLikePatterns: [[Bool]] = [
        [true, false, true, true, true, false, true, false, false, false, false],
        [false, false, false, false, true, false, true, true, true, false, true],
    ]

    private static func finderLikePenalty(_ line: [Bool]) -> Int {
        let quietZone = [Bool](repeating: false, count: 4)
        let padded = quietZone + line + quietZone
        var count = 0
        for start in 0...(padded.count - 11) {
            let window = padded[start..<start + 11]
            count += finderLikePatterns.filter { window.elementsEqual($0) }.count
        }
        return 40 * count
    }
}
