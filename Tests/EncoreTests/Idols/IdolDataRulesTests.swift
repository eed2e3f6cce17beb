import Foundation
import Testing

@testable import Encore

/// Each rule catches what it is for, on a small file that otherwise keeps every rule.
@Suite struct IdolDataRulesTests {
    static let rules = IdolDataRules(today: Day(year: 2026, month: 11, day: 22)!)

    static func sample() throws -> IdolData {
        try IdolData.decode(
            Data(
                """
                {"groups": [{"id": "twice", "nameKo": "트와이스", "nameRomanized": "TWICE", "debut": "2015-10-20", "agency": "JYP Entertainment",
                  "fandom": "ONCE", "disbanded": null, "signatureSong": {"title": "TT", "year": 2016, "youtubeId": "ePpPVE-GGJw"},
                  "members": [{"id": "im-nayeon-1995", "positions": ["vocal"], "from": null, "to": null},
                              {"id": "park-jihyo-1997", "positions": ["leader"], "from": null, "to": null}]}],
                 "members": [
                  {"id": "im-nayeon-1995", "stageNameKo": "나연", "stageNameRomanized": "Nayeon", "birthNameKo": "임나연", "birthNameRomanized": "Im Na-yeon",
                   "birthDate": "1995-09-22", "nationality": ["KR"], "mbti": null, "bloodType": null, "died": null},
                  {"id": "park-jihyo-1997", "stageNameKo": "지효", "stageNameRomanized": "Jihyo", "birthNameKo": null, "birthNameRomanized": null,
                   "birthDate": "1997-02-01", "nationality": ["KR"], "mbti": "ISFJ", "bloodType": "O", "died": null}]}
                """.utf8))
    }

    @Test func theSampleKeepsEveryRule() throws {
        #expect(Self.rules.problems(in: try Self.sample()) == [])
    }

    @Test(arguments: [
        ("duplicate member id", "member id im-nayeon-1995 appears more than once"),
        ("member in no group", "member extra-1990 is in no group"),
        ("unknown member", "member ghost-2000 is not in the members list"),
        ("born after debut", "born after joining"),
        ("joined before debut", "joined before the group's debut"),
        ("left before joining", "left before joining"),
        ("future date", "leaves in the future"),
        ("bad mbti", "XXXX is not an MBTI type"),
        ("bad youtube id", "not a YouTube video id"),
        ("bad country", "kr is not an ISO country code"),
        ("padded name", "stageNameKo is empty or has stray spaces"),
        ("left after disbanding", "left after the group disbanded"),
        ("debut out of range", "is outside 2006"),
    ])
    func eachRuleFindsItsProblem(change: String, expected: String) throws {
        var data = try Self.sample()
        switch change {
        case "duplicate member id": data.members.append(data.members[0])
        case "member in no group":
            data.members.append(
                .init(
                    id: "extra-1990", stageNameKo: "엑스", stageNameRomanized: "X", birthNameKo: nil,
                    birthNameRomanized: nil,
                    birthDate: nil, nationality: [], mbti: nil, bloodType: nil, died: nil))
        case "unknown member": data.groups[0].members.append(.init(id: "ghost-2000", positions: [], from: nil, to: nil))
        case "born after debut": data.members[0].birthDate = Day(year: 2016, month: 1, day: 1)
        case "joined before debut": data.groups[0].members[0].from = PartialDate("2014")
        case "left before joining":
            data.groups[0].members[0].from = PartialDate("2018-01")
            data.groups[0].members[0].to = PartialDate("2017")
        case "future date": data.groups[0].members[0].to = PartialDate("2027-01-01")
        case "bad mbti": data.members[0].mbti = "XXXX"
        case "bad youtube id": data.groups[0].signatureSong?.youtubeId = "https://youtu.be/x"
        case "bad country": data.members[0].nationality = ["kr"]
        case "padded name": data.members[0].stageNameKo = " 나연"
        case "left after disbanding":
            data.groups[0].disbanded = PartialDate("2020")
            data.groups[0].members[0].to = PartialDate("2021-03")
        case "debut out of range": data.groups[0].debut = PartialDate("2005-05-05")!
        default: Issue.record("unknown change \(change)")
        }

        let problems = Self.rules.problems(in: data)

        #expect(problems.contains { $0.contains(expected) }, "\(change): \(problems)")
    }

    @Test func partialDatesReadOnlyTheirThreeShapes() {
        #expect(PartialDate("2015-10-20")?.dotted == "2015.10.20")
        #expect(PartialDate("2015-10")?.latest == Day(year: 2015, month: 10, day: 31))
        #expect(PartialDate("2016")?.earliest == Day(year: 2016, month: 1, day: 1))
        for bad in ["2015-13", "2015-02-30", "15-10-20", "2015/10/20", "", "２０１５"] {
            #expect(PartialDate(bad) == nil, "\(bad)")
        }
    }

    @Test func periodsComeFromDebutYears() {
        #expect(DebutPeriod(debutYear: 2007) == .from2006)
        #expect(DebutPeriod(debutYear: 2009)?.label == "2009")
        #expect(DebutPeriod(debutYear: 2019)?.label == "2016~2019")
        #expect(DebutPeriod(debutYear: 2025)?.label == "2023~")
        #expect(DebutPeriod(debutYear: 2005) == nil)
    }
}
