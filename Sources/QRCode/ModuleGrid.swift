/// The square of modules while the symbol is built: each module's colour, and whether it belongs to a
/// function pattern (finders, timing, alignment, format and version information), which data placement
/// and masking must leave alone. x counts columns from the left, y rows from the top.
struct ModuleGrid: Sendable, Equatable {
    let size: Int
    private var dark: [Bool]
    private var function: [Bool]

    init(size: Int) {
        self.size = size
        dark = Array(repeating: false, count: size * size)
        function = Array(repeating: false, count: size * size)
    }

    func isDark(x: Int, y: Int) -> Bool { dark[y * size + x] }

    func isFunction(x: Int, y: Int) -> Bool { function[y * size + x] }

    /// Draws a module of a function pattern; drawing it again (a timing module under an alignment
    /// pattern, format bits over their reservation) replaces it.
    mutating func setFunction(x: Int, y: Int, dark isDark: Bool) {
        dark[y * size + x] = isDark
        function[y * size + x] = true
    }

    mutating func setData(x: Int, y: Int, dark isDark: Bool) {
        precondition(!isFunction(x: x, y: y), "data over a function pattern")
        dark[y * size + x] = isDark
    }

    /// One row (`vertical == false`) or column, for the penalty rules that scan lines both ways.
    func line(_ index: Int, vertical: Bool) -> [Bool] {
        (0..<size).map { vertical ? isDark(x: index, y: $0) : isDark(x: $0, y: index) }
    }

    var darkCount: Int { dark.lazy.filter { $0 }.count }
}
