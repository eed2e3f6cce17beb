import Fluent

/// Which version (a SHA-256 of the file) of a built-in data file the database holds.
final class BuiltinDataVersion: Model, @unchecked Sendable {
    static let schema = "builtin_data_versions"

    @ID(custom: "name", generatedBy: .user) var id: String?
    @Field(key: "digest") var digest: String

    init() {}

    init(name: String, digest: String) {
        id = name
        self.digest = digest
    }
}

extension BuiltinDataVersion {
    /// Whether the database already holds this version of the file.
    static func isCurrent(_ name: String, digest: String, on database: any Database) async throws -> Bool {
        try await find(name, on: database)?.digest == digest
    }

    static func record(_ name: String, digest: String, on database: any Database) async throws {
        if let version = try await find(name, on: database) {
            version.digest = digest
            try await version.save(on: database)
        } else {
            try await BuiltinDataVersion(name: name, digest: digest).create(on: database)
        }
    }
}

/// A built-in data file (idols, quiz starters) that breaks its rules: start-up stops and names them.
struct InvalidBuiltinData: Error, CustomStringConvertible {
    let path: String
    let problems: [String]

    var description: String {
        "\(path) breaks \(problems.count) rule(s):\n" + problems.prefix(20).map { "  - " + $0 }.joined(separator: "\n")
    }
}
