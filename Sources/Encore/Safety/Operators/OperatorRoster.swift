import Foundation
import SQLKit

/// Who holds an operator role. Read fresh on every operator request, never kept: a revoked role
/// stops working at once on every instance.
struct OperatorRoster {
    struct Member: Decodable, Sendable {
        let profile_id: UUID
        let nickname: String
        let role: OperatorRole
        let granted_at: Date
    }

    let database: EncoreDatabase
    let now: Date

    func role(of profileID: UUID) async throws -> OperatorRole? {
        try await database.sql.select().column("role").from("operators").where("profile_id", .equal, profileID)
            .first()?.decode(column: "role", as: OperatorRole.self)
    }

    func list() async throws -> [Member] {
        try await database.sql.raw(
            """
            SELECT o.profile_id, p.nickname, o.role, o.granted_at FROM operators o
            JOIN profiles p ON p.id = o.profile_id ORDER BY o.role, p.nickname
            """
        ).all(decoding: Member.self)
    }

    /// Gives the profile with this nickname `role` (replacing any other). It needs a password: a
    /// role on a profile anyone with its cookie could use would be a role for whoever finds the cookie.
    func grant(_ role: OperatorRole, to nickname: String, by actor: String) async throws -> Member {
        let profile = try await profile(nickname)
        guard profile.password_hash != nil else { throw OperatorRosterError.needsPassword(profile.nickname) }
        let now = now
        try await database.writeTransaction { database in
            try await database.sql.delete(from: "operators").where("profile_id", .equal, profile.id).run()
            try await database.sql.insert(into: "operators").columns("profile_id", "role", "granted_at")
                .values(SQLBind(profile.id), SQLBind(role.rawValue), SQLBind(now)).run()
            try await ModerationLog.record(
                .init(
                    created_at: now, actor_id: nil, actor_name: actor, action: "grant-\(role.rawValue)",
                    subject_kind: "profile", subject_id: profile.id, subject_label: profile.nickname, reason: nil,
                    note: nil), on: database)
        }
        return Member(profile_id: profile.id, nickname: profile.nickname, role: role, granted_at: now)
    }

    /// Takes the role away; false when the profile held none.
    func revoke(from nickname: String, by actor: String) async throws -> Bool {
        let profile = try await profile(nickname)
        let now = now
        return try await database.writeTransaction { database in
            guard try await role(of: profile.id, on: database) != nil else { return false }
            try await database.sql.delete(from: "operators").where("profile_id", .equal, profile.id).run()
            try await ModerationLog.record(
                .init(
                    created_at: now, actor_id: nil, actor_name: actor, action: "revoke", subject_kind: "profile",
                    subject_id: profile.id, subject_label: profile.nickname, reason: nil, note: nil), on: database)
            return true
        }
    }

    private func role(of profileID: UUID, on database: EncoreDatabase) async throws -> OperatorRole? {
        try await OperatorRoster(database: database, now: now).role(of: profileID)
    }

    private struct ProfileRow: Decodable {
        let id: UUID
        let nickname: String
        let password_hash: String?
    }

    /// By nickname as sign-in finds it (any case, look-alike letters).
    private func profile(_ nickname: String) async throws -> ProfileRow {
        let key = Profile.key(for: ProfileService.canonical(nickname.trimmingCharacters(in: .whitespaces)))
        guard
            let row = try await database.sql.select().columns("id", "nickname", "password_hash").from("profiles")
                .where("nickname_key", .equal, key).first(decoding: ProfileRow.self)
        else { throw OperatorRosterError.noSuchProfile(nickname) }
        return row
    }
}

/// Why the command line could not change a role; said as the command prints it.
enum OperatorRosterError: Error, CustomStringConvertible, Equatable {
    case noSuchProfile(String)
    case needsPassword(String)

    var description: String {
        switch self {
        case .noSuchProfile(let nickname): "No profile is called \(nickname)."
        case .needsPassword(let nickname):
            "\(nickname) has no password: set one in Settings first (an operator must sign in with it)."
        }
    }
}
