/// One reveal area: the 5 × 5 block of grid cells centred on a tapped cell of the 50 × 75 poster grid.
struct QuizArea: Codable, Hashable, Sendable {
    static let radius = 2
    static let centreRows = radius...(RevealGrid.rows - 1 - radius)  // 2…72
    static let centreColumns = radius...(RevealGrid.columns - 1 - radius)  // 2…47

    let row: Int
    let column: Int

    /// Whether the block stays inside the grid.
    var isInside: Bool { Self.centreRows.contains(row) && Self.centreColumns.contains(column) }

    /// Blocks may touch but not share a cell.
    func overlaps(_ other: QuizArea) -> Bool {
        abs(row - other.row) <= 2 * Self.radius && abs(column - other.column) <= 2 * Self.radius
    }

    /// The grid cells this area uncovers (row × 50 + column).
    var cells: [Int] {
        (row - Self.radius...row + Self.radius).flatMap { r in
            (column - Self.radius...column + Self.radius).map { r * RevealGrid.columns + $0 }
        }
    }
}

/// Why a tap or a finished poster was refused; each case has its message in the strings.
enum AreaRuleViolation: Error, Equatable {
    case tooMany(maximum: Int)
    case tooCloseToEdge
    case overlapping
    case needExactly(Int)

    var messageKey: String {
        switch self {
        case .tooMany: "quiz.area.tooMany"
        case .tooCloseToEdge: "quiz.area.edge"
        case .overlapping: "quiz.area.overlap"
        case .needExactly: "quiz.area.needExactly"
        }
    }

    var arguments: [String] {
        switch self {
        case .tooMany(let maximum): [String(maximum)]
        case .needExactly(let count): [String(count)]
        case .tooCloseToEdge, .overlapping: []
        }
    }
}

/// The areas chosen on one poster, in the maker's order (the order they appear when playing).
struct AreaSelection: Codable, Equatable, Sendable {
    let level: QuizLevel
    private(set) var areas: [QuizArea] = []

    init(level: QuizLevel, areas: [QuizArea] = []) {
        self.level = level
        self.areas = areas
    }

    mutating func tap(row: Int, column: Int) throws(AreaRuleViolation) {
        let area = QuizArea(row: row, column: column)
        guard areas.count < level.areaCount else { throw .tooMany(maximum: level.areaCount) }
        guard area.isInside else { throw .tooCloseToEdge }
        guard !areas.contains(where: area.overlaps) else { throw .overlapping }
        areas.append(area)
    }

    mutating func reset() { areas.removeAll() }

    /// A poster is done with exactly the level's number of valid, non-overlapping areas.
    func validateComplete() throws(AreaRuleViolation) {
        var check = AreaSelection(level: level)
        for area in areas { try check.tap(row: area.row, column: area.column) }
        guard areas.count == level.areaCount else { throw .needExactly(level.areaCount) }
    }

    /// What the player sees after `steps` areas have appeared: the union of the first `steps` areas.
    func revealed(afterSteps steps: Int) -> RevealGrid {
        RevealGrid(revealed: Set(areas.prefix(max(0, steps)).flatMap(\.cells)))
    }
}
