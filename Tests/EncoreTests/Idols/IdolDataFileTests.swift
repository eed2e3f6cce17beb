import Foundation
import Testing

@testable import Encore

/// The built-in data file: big enough, and keeping every rule (the same rules start-up enforces).
@Suite struct IdolDataFileTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../../Resources/Data/idols.json"
    ).standardized.path
    static let today = Day(year: 2026, month: 11, day: 22)!

    @Test func theFileHasAtLeast38GroupsFrom2006To2024And250Members() throws {
        let data = try IdolData.load(from: Self.path)

        #expect(data.groups.count >= 38)
        #expect(data.members.count >= 250)
        #expect(data.groups.allSatisfy { (2006...2024).contains($0.debut.year) })
    }

    @Test func theREADMEStatesTheFilesCounts() throws {
        let data = try IdolData.load(from: Self.path)
        let readme = try String(
            contentsOfFile: Self.path.replacingOccurrences(of: "Resources/Data/idols.json", with: "README.md"),
            encoding: .utf8
        )
        .replacingOccurrences(of: "\n", with: " ")

        #expect(readme.contains("\(data.groups.count) girl groups"))
        #expect(readme.contains("and \(data.members.count) members"))
    }

    @Test func theFileKeepsEveryRule() throws {
        let data = try IdolData.load(from: Self.path)

        let problems = IdolDataRules(today: Self.today).problems(in: data)

        #expect(problems == [])
    }

    @Test func everyDebutPeriodHasGroupsAndPeriodsAreNeverTyped() throws {
        let raw = try String(contentsOfFile: Self.path, encoding: .utf8)
        let data = try IdolData.load(from: Self.path)

        let periods = Set(data.groups.compactMap { DebutPeriod(debutYear: $0.debut.year) })

        #expect(periods == Set(DebutPeriod.allCases))
        #expect(!raw.contains("\"period"))
    }

    @Test func formerAndDeceasedMembersAreIncluded() throws {
        let data = try IdolData.load(from: Self.path)

        let former = data.groups.flatMap(\.members).filter(\.hasLeft)
        let deceased = data.members.filter { $0.died != nil }

        #expect(former.count >= 20)
        #expect(deceased.count >= 4)
        #expect(deceased.allSatisfy { $0.birthDate != nil })
    }

    @Test func theFileReadsBackExactlyAsWritten() throws {
        let data = try IdolData.load(from: Self.path)

        let again = try IdolData.decode(try data.encoded())

        #expect(again == data)
    }
}
