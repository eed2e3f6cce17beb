import Foundation
import Vapor

/// `encore operators grant NICKNAME --role moderator|admin`, `encore operators revoke NICKNAME`,
/// `encore operators list`: the only way to make or unmake an operator (there is no default admin,
/// and no role can be reached from the web). Each change goes to the audit log as the command line's.
struct OperatorCommands: AsyncCommandGroup {
    var help: String { "Grant, revoke or list operator roles" }

    var commands: [String: any AnyAsyncCommand] {
        ["grant": GrantOperator(), "revoke": RevokeOperator(), "list": ListOperators()]
    }

    /// Who the audit log says acted: the command line, and the machine user who ran it.
    static var actor: String { "command line (\(ProcessInfo.processInfo.environment["USER"] ?? "unknown user"))" }

    static func roster(_ context: CommandContext) throws -> OperatorRoster {
        OperatorRoster(
            database: try EncoreDatabase(context.application.db), now: context.application.encore.clock.now())
    }

    /// Runs `body`, saying a roster's refusal as the command line says problems.
    static func explaining(_ body: () async throws -> Void) async throws {
        do { try await body() } catch let problem as OperatorRosterError { throw CommandProblem(problem.description) }
    }
}

struct GrantOperator: AsyncCommand {
    struct Signature: CommandSignature {
        @Argument(name: "nickname", help: "the profile's nickname (it must have a password)") var nickname: String
        @Option(name: "role", help: "moderator or admin") var role: String?
    }

    var help: String { "Give a profile an operator role: grant NICKNAME --role moderator|admin" }

    func run(using context: CommandContext, signature: Signature) async throws {
        guard let role = signature.role.flatMap(OperatorRole.init(rawValue:)) else {
            throw CommandProblem("usage: encore operators grant NICKNAME --role moderator|admin")
        }
        try await OperatorCommands.explaining {
            let member = try await OperatorCommands.roster(context).grant(
                role, to: signature.nickname, by: OperatorCommands.actor)
            context.console.print("\(member.nickname) is now \(role.rawValue).")
        }
    }
}

struct RevokeOperator: AsyncCommand {
    struct Signature: CommandSignature {
        @Argument(name: "nickname", help: "the operator's nickname") var nickname: String
    }

    var help: String { "Take a profile's operator role away: revoke NICKNAME" }

    func run(using context: CommandContext, signature: Signature) async throws {
        try await OperatorCommands.explaining {
            let revoked = try await OperatorCommands.roster(context).revoke(
                from: signature.nickname, by: OperatorCommands.actor)
            context.console.print(
                revoked ? "\(signature.nickname) is no longer an operator." : "\(signature.nickname) held no role.")
        }
    }
}

struct ListOperators: AsyncCommand {
    struct Signature: CommandSignature {}

    var help: String { "List the operators and their roles" }

    func run(using context: CommandContext, signature: Signature) async throws {
        let members = try await OperatorCommands.roster(context).list()
        if members.isEmpty { context.console.print("No operators.") }
        for member in members {
            context.console.print(
                "\(member.role.rawValue)\t\(member.nickname)\tsince \(member.granted_at.formatted(.iso8601))")
        }
    }
}
