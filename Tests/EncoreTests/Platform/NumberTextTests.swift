import Foundation
import Testing

@testable import Encore

/// Grouped and padded numbers, written by hand, say what the formatters they replace said.
@Suite struct NumberTextTests {
    @Test(arguments: [
        0, 7, -7, 999, 1_000, -1_000, 64_050, 999_999, 1_000_000, 1_234_567, -1_234_567, Int64.max, Int64.min + 1,
        Int64.min,
    ])
    func groupedAsTheEnglishFormatterGroups(value: Int64) {
        #expect(NumberText.grouped(value) == value.formatted(.number.locale(Locale(identifier: "en_US"))))
    }

    @Test func paddedAsPrintfPads() {
        let cases: [(Int, Int)] = [(0, 2), (7, 2), (12, 2), (123, 2), (2026, 4), (987, 4), (5, 4), (-5, 3), (-123, 2)]
        for (value, width) in cases {
            #expect(NumberText.padded(value, width: width) == String(format: "%0\(width)d", value))
        }
        #expect(Day(year: 2022, month: 1, day: 5)?.description == "2022-01-05")
        #expect(Day(year: 2022, month: 1, day: 5)?.compact == "20220105")
        #expect(Day(year: 2026, month: 12, day: 31)?.description == "2026-12-31")
    }
}
