import Fluent
import Vapor

/// Fluent's `migrate` command, run under the same PostgreSQL advisory lock as `serve`'s start-up
/// check, so `encore migrate --yes` run on two machines during one deploy prepares each migration once.
struct ExclusiveMigrateCommand: AsyncCommand {
    let fluent: MigrateCommand

    var help: String { fluent.help }

    func run(using context: CommandContext, signature: MigrateCommand.Signature) async throws {
        try await MigrationGate.exclusively(context.application) {
            try await fluent.run(using: context, signature: signature)
        }
    }

    /// Puts the locked command in place of the one Fluent registered.
    static func install(in app: Application) {
        guard let fluent = app.asyncCommands.commands["migrate"] as? MigrateCommand else { return }
        app.asyncCommands.use(ExclusiveMigrateCommand(fluent: fluent), as: "migrate")
    }
}
