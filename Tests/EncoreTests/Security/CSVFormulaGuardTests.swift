import Testing

@testable import Encore

/// A field a spreadsheet would run as a formula is shown as text, whatever follows its first sign.
@Suite struct CSVFormulaGuardTests {
    @Test(arguments: ["=A1", "=\u{301}A1", "+\u{301}1", "-\u{20DD}2", "@\u{301}SUM(A1)", "\t\u{301}x"])
    func aFieldStartingWithAFormulaSignIsPrefixedEvenWhenAMarkFollowsIt(text: String) {
        // Act
        let field = CSVText.field(text)

        // Check
        #expect(field.unicodeScalars.first == "'")
        #expect(field.hasSuffix(text))
    }

    @Test func aFieldStartingWithAnythingElseIsLeftAlone() {
        #expect(CSVText.field("민지") == "민지")
        #expect(CSVText.field("é=1") == "é=1")
    }
}
