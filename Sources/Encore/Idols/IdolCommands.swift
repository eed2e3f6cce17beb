import Foundation
import Vapor

/// `encore idols import --groups kpgg-groups.json --members kpgg-members.json [--data path] [--dry-run]`:
/// merges the original KPGG app's JSON into the data file, checks the result with every data rule,
/// and writes it only when it passes.
struct IdolCommands: AsyncCommand {
    struct Signature: CommandSignature {
        @Argument(name: "action", help: "import") var action: String
        @Option(name: "groups", help: "KPGG groups JSON ({\"group\": {section: [...]}})") var groups: String?
        @Option(name: "members", help: "KPGG members JSON ({\"groupname\": {group: [...]}})") var members: String?
        @Option(name: "data", help: "the data file to merge into (default: Resources/Data/idols.json)") var data:
            String?
        @Flag(name: "dry-run", help: "report what would change without writing") var dryRun: Bool
    }

    var help: String { "Import idol data in the original KPGG app's JSON shape" }

    func run(using context: CommandContext, signature: Signature) async throws {
        guard signature.action == "import", let groupsPath = signature.groups, let membersPath = signature.members
        else {
            throw CommandProblem("usage: encore idols import --groups FILE --members FILE [--data FILE] [--dry-run]")
        }
        let app = context.application
        let dataPath = signature.data ?? app.directory.resourcesDirectory + "Data/idols.json"
        let decoder = JSONDecoder()
        var merge = KPGGImport(into: try IdolData.load(from: dataPath))
        do {
            merge.merge(
                groups: try decoder.decode(
                    KPGGImport.GroupsDocument.self, from: Data(contentsOf: URL(fileURLWithPath: groupsPath))),
                members: try decoder.decode(
                    KPGGImport.MembersDocument.self, from: Data(contentsOf: URL(fileURLWithPath: membersPath))))
        } catch let error as DecodingError {
            throw CommandProblem("Not KPGG's JSON shape: \(error)")
        }
        for line in merge.report { context.console.print(line) }
        // The real date, as at start-up: the data's rules never follow ENCORE_NOW.
        let problems = IdolDataRules(today: Day(koreaTimeOf: AppClock.machine.now())).problems(in: merge.data)
        guard problems.isEmpty else {
            for problem in problems { context.console.error(problem) }
            throw CommandProblem("Nothing written: the merged data breaks \(problems.count) rule(s).")
        }
        if signature.dryRun {
            context.console.print("Dry run: \(dataPath) not changed.")
            return
        }
        try merge.data.encoded().write(to: URL(fileURLWithPath: dataPath), options: .atomic)
        context.console.print(
            "Wrote \(dataPath): \(merge.data.groups.count) groups, \(merge.data.members.count) members.")
    }
}
