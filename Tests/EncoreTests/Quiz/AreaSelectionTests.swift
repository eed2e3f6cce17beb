import Foundation
import Testing

@testable import Encore

@Suite struct AreaSelectionTests {
    @Test func levelsSetAreasAndTiming() {
        #expect(QuizLevel.allCases.map(\.areaCount) == [5, 4, 3])
        #expect(QuizLevel.allCases.map(\.secondsPerArea) == [2, 2, 3])
    }

    @Test func aTapSelectsTheFiveByFiveBlockAroundIt() {
        let cells = QuizArea(row: 10, column: 20).cells

        #expect(cells.count == 25)
        #expect(cells.contains(8 * 50 + 18) && cells.contains(12 * 50 + 22))
        #expect(!cells.contains(7 * 50 + 20) && !cells.contains(10 * 50 + 23))
    }

    @Test(arguments: [(2, 2), (72, 47), (2, 47), (72, 2), (37, 25)])
    func centresInsideTheMarginAreAccepted(row: Int, column: Int) throws {
        var selection = AreaSelection(level: .beginner)

        try selection.tap(row: row, column: column)

        #expect(selection.areas.count == 1)
    }

    @Test(arguments: [(1, 10), (73, 10), (10, 1), (10, 48), (0, 0), (74, 49), (-5, 10), (10, 200)])
    func blocksThatWouldLeaveTheGridAreRefused(row: Int, column: Int) {
        var selection = AreaSelection(level: .beginner)

        #expect(throws: AreaRuleViolation.tooCloseToEdge) { try selection.tap(row: row, column: column) }
        #expect(selection.areas.isEmpty)
    }

    @Test func areasMayTouchButNotOverlap() throws {
        var selection = AreaSelection(level: .beginner)
        try selection.tap(row: 10, column: 10)

        try selection.tap(row: 10, column: 15)  // touching on the right
        try selection.tap(row: 15, column: 10)  // touching below

        #expect(throws: AreaRuleViolation.overlapping) { try selection.tap(row: 14, column: 14) }
        #expect(throws: AreaRuleViolation.overlapping) { try selection.tap(row: 10, column: 10) }
        #expect(selection.areas.count == 3)
    }

    @Test func noMoreThanTheLevelAllows() throws {
        var selection = AreaSelection(level: .expert)
        for column in [5, 15, 25] { try selection.tap(row: 30, column: column) }

        #expect(throws: AreaRuleViolation.tooMany(maximum: 3)) { try selection.tap(row: 50, column: 40) }
    }

    @Test func nextNeedsExactlyTheLevelsNumber() throws {
        var selection = AreaSelection(level: .intermediate)
        for column in [5, 15, 25] { try selection.tap(row: 30, column: column) }

        #expect(throws: AreaRuleViolation.needExactly(4)) { try selection.validateComplete() }
        try selection.tap(row: 30, column: 35)
        try selection.validateComplete()
    }

    @Test func storedSelectionsAreCheckedAgainNotTrusted() {
        let forged = AreaSelection(
            level: .expert,
            areas: [
                QuizArea(row: 10, column: 10), QuizArea(row: 11, column: 11),
                QuizArea(row: 40, column: 40),
            ])

        #expect(throws: AreaRuleViolation.overlapping) { try forged.validateComplete() }
    }

    @Test func resetClearsThePoster() throws {
        var selection = AreaSelection(level: .beginner)
        try selection.tap(row: 30, column: 30)

        selection.reset()

        #expect(selection.areas.isEmpty)
    }

    @Test func revealGrowsInTheMakersOrder() throws {
        var selection = AreaSelection(level: .expert)
        try selection.tap(row: 60, column: 40)
        try selection.tap(row: 5, column: 5)
        try selection.tap(row: 30, column: 20)

        #expect(selection.revealed(afterSteps: 0).revealed.isEmpty)
        #expect(selection.revealed(afterSteps: 1).revealed == Set(QuizArea(row: 60, column: 40).cells))
        #expect(selection.revealed(afterSteps: 2).revealed.count == 50)
        #expect(selection.revealed(afterSteps: 9).revealed.count == 75)
    }

    @Test func messagesAreTheReferenceOnes() throws {
        let catalog = try StringCatalog.load(from: FileManager.default.currentDirectoryPath + "/Resources/Strings")
        func text(_ violation: AreaRuleViolation) -> String {
            catalog.text(violation.messageKey, .ko, violation.arguments)
        }

        #expect(text(.tooCloseToEdge) == "조금 더 안쪽 부분을 선택해주세요!")
        #expect(text(.overlapping) == "같은 영역을 선택할 수 없습니다!")
        #expect(text(.tooMany(maximum: 4)) == "영역 선택은 최대 4개까지 가능합니다!")
        #expect(text(.needExactly(5)) == "5곳의 영역을 선택해주세요")
    }
}
