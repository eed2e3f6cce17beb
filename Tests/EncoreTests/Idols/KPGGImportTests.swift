import Foundation
import Testing
import VaporTesting

@testable import Encore

/// Importing the original KPGG app's two JSON documents into the data file.
@Suite struct KPGGImportTests {
    static let groups = """
        {"group": {"2015": [{"groupname": "트와이스", "grouplogo": "https://example.com/logo.png", "groupimage": "https://example.com/g.png",
                              "hitsong": "ePpPVE-GGJw", "haspreviousmember": false},
                             {"groupname": "새그룹", "grouplogo": "", "groupimage": "", "hitsong": "", "haspreviousmember": true}],
                   "2016~2019": [{"groupname": "모르는그룹", "grouplogo": "", "groupimage": "", "hitsong": "", "haspreviousmember": false}]}}
        """
    static let members = """
        {"groupname": {"트와이스": [{"activityname": "나연", "name": "임나연", "birth": "1995.09.22", "mbti": "알려지지 않음", "bloodtype": "A형",
                                      "mainimage": "https://example.com/n.png", "ispreviousmember": false},
                                     {"activityname": "지효", "name": "박지효", "birth": "1997.02.01", "mbti": "ISFJ", "bloodtype": "O",
                                      "mainimage": "", "ispreviousmember": false}],
                       "새그룹": [{"activityname": "하나", "name": "김하나", "birth": "2001-03-04", "mbti": "enfp", "bloodtype": "",
                                 "mainimage": "", "ispreviousmember": true}],
                       "없는그룹": [{"activityname": "누구", "name": "", "birth": "", "mbti": "", "bloodtype": "", "mainimage": "", "ispreviousmember": false}]}}
        """

    static func run() throws -> KPGGImport {
        var data = try IdolDataRulesTests.sample()
        data.members[0].bloodType = nil
        data.members[1].birthNameKo = nil
        var merge = KPGGImport(into: data)
        merge.merge(
            groups: try JSONDecoder().decode(KPGGImport.GroupsDocument.self, from: Data(groups.utf8)),
            members: try JSONDecoder().decode(KPGGImport.MembersDocument.self, from: Data(members.utf8)))
        return merge
    }

    @Test func knownMembersGetOnlyTheirUnknownsFilled() throws {
        let merge = try Self.run()

        let nayeon = try #require(merge.data.members.first { $0.id == "im-nayeon-1995" })
        let jihyo = try #require(merge.data.members.first { $0.id == "park-jihyo-1997" })
        #expect(nayeon.bloodType == .a && nayeon.mbti == nil && nayeon.birthNameKo == "임나연")
        #expect(jihyo.birthNameKo == "박지효" && jihyo.mbti == "ISFJ")
        #expect(merge.data.groups.first { $0.id == "twice" }?.members.count == 2)
    }

    @Test func newGroupsNeedADebutYearAndNewMembersKeepWhetherTheyLeft() throws {
        let merge = try Self.run()

        let added = try #require(merge.data.groups.first { $0.nameKo == "새그룹" })
        let hana = try #require(merge.data.members.first { $0.stageNameKo == "하나" })
        #expect(added.debut == PartialDate("2015"))
        #expect(added.members.first?.former == true && added.members.first?.to == nil)
        #expect(hana.birthDate == Day(year: 2001, month: 3, day: 4) && hana.mbti == "ENFP" && hana.bloodType == nil)
        #expect(!merge.data.groups.contains { $0.nameKo == "모르는그룹" })
        #expect(merge.report.contains { $0.contains("모르는그룹") } && merge.report.contains { $0.contains("없는그룹") })
        #expect(IdolDataRulesTests.rules.problems(in: merge.data) == [])
    }

    @Test func theMergedFileWritesNullsAndReadsBack() throws {
        let merge = try Self.run()

        let written = try merge.data.encoded()

        #expect(String(decoding: written, as: UTF8.self).contains("\"fandom\" : null"))
        #expect(try IdolData.decode(written) == merge.data)
    }

    @Test func somethingElseIsNotKPGGsShape() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(KPGGImport.MembersDocument.self, from: Data(#"{"members": []}"#.utf8))
        }
    }

    @Test func theImportCommandJudgesTheDataByTheRealDateNotTheDemoClock() async throws {
        // April 2023: the data file already knows groups that debuted later.
        try await withEncore(["ENCORE_NOW": "2023-04-27T03:00:00+09:00"]) { app, _ in
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kpgg-\(UUID())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let groups = directory.appendingPathComponent("groups.json"),
                members = directory.appendingPathComponent("members.json")
            try Data(#"{"group": {}}"#.utf8).write(to: groups)
            try Data(#"{"groupname": {}}"#.utf8).write(to: members)
            var context = CommandContext(
                console: app.console,
                input: CommandInput(arguments: [
                    "encore", "import", "--groups", groups.path, "--members", members.path, "--dry-run",
                ]))
            context.application = app

            await #expect(throws: Never.self) { try await IdolCommands().run(using: &context) }
        }
    }
}
