import Vapor

/// `encore boxoffice backfill --from 2024-01-01 --to 2024-12-31 [--budget 2500]`.
struct BoxOfficeCommands: AsyncCommandGroup {
    var help: String { "Box office archive tools" }
    var commands: [String: any AnyAsyncCommand] { ["backfill": BackfillCommand()] }
}

struct BackfillCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Option(name: "from", help: "first day, YYYY-MM-DD") var from: String?
        @Option(name: "to", help: "last day, YYYY-MM-DD (at most yesterday in Korea)") var to: String?
        @Option(name: "budget", help: "stop before today's KOBIS calls reach this many (default 2500)") var budget: Int?
    }

    var help: String {
        "Fills the archive with daily charts, resuming where it stopped, within a daily KOBIS call budget"
    }

    func run(using context: CommandContext, signature: Signature) async throws {
        let app = context.application
        guard let from = signature.from.flatMap(Day.init(text:)), let to = signature.to.flatMap(Day.init(text:)),
            from <= to
        else {
            throw CommandProblem("--from and --to must be dates (YYYY-MM-DD), --from not after --to")
        }
        guard let source = app.encore.upstreams.boxOffice else {
            throw CommandProblem("KOBIS_API_KEY is not set: the backfill needs KOBIS")
        }
        let archive = BoxOfficeArchive(
            database: try app.database, clock: app.encore.clock, source: source,
            coalescer: app.encore.caches.chartRequests)
        let backfill = BoxOfficeBackfill(
            archive: archive, source: source, budget: signature.budget ?? BoxOfficeBackfill.defaultBudget)
        let bar = context.console.progressBar(title: "KOBIS \(from)…\(to)")
        bar.start()
        let outcome = try await backfill.run(from: from, to: to) { done, total in
            bar.activity.currentProgress = total == 0 ? 1 : Double(done) / Double(total)
        }
        outcome.remaining > 0 ? bar.fail() : bar.succeed()
        context.console.print(
            "fetched \(outcome.fetched), already archived \(outcome.skipped), failed \(outcome.failed)"
                + (outcome.remaining > 0
                    ? ", \(outcome.remaining) left for tomorrow (budget reached): run it again then" : ""))
    }
}

/// A command-line mistake, said plainly (main prints it and exits non-zero).
struct CommandProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
