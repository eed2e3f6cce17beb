import Foundation
import SQLKit

/// 프로필 삭제: removes a profile and everything that is its own — its sessions on every instance
/// (through `SignedInCache.write`), packs, rooms, plays, daily results, favourites, GIFs and
/// uploaded pictures (files or database storage, unless something else still shows one). Its plays
/// of other people's packs move to `DeletedPlayer`, so those packs' statistics keep them without a
/// name; its reports stay counted under a name that is nobody's; its nickname is held 30 days.
struct ProfileDeletion {
    /// How the sections remove what is theirs: a library GIF (its favourites and search entry with
    /// it), and an upload once nothing shows it.
    struct Removal: Sendable {
        let gif: @Sendable (UUID) async throws -> Void
        let uploadIfUnused: @Sendable (String) async throws -> Void
    }

    let database: EncoreDatabase
    let clock: AppClock
    let hasher: any PasswordHashing
    let signedIn: SignedInCache
    let removal: Removal

    func delete(_ profile: Profile, password: String?) async throws {
        let id = try profile.requireID()
        guard id != DeletedPlayer.id else { throw GenericRefusal(.forbidden) }
        if let hash = profile.passwordHash {
            guard let password, !password.isEmpty, try await hasher.verify(password, created: hash) else {
                throw FieldProblem("password", "settings.delete.passwordWrong")
            }
        }
        let gifs = try await database.sql.select().column("id").from("uploaded_gifs").where("owner_id", .equal, id)
            .all(decoding: IDRow.self)
        for gif in gifs { try await removal.gif(gif.id) }
        let uploads = try await database.sql.select().column("id").from("image_uploads")
            .where("uploaded_by", .equal, id).all(decoding: UploadRow.self)
        let now = clock.now(), key = profile.nicknameKey
        try await signedIn.write(id, on: database) { database in
            let sql = database.sql
            try await DeletedPlayer.ensure(on: sql)
            try await sql.raw(
                """
                UPDATE quiz_plays SET player_id = \(bind: DeletedPlayer.id)
                WHERE player_id = \(bind: id)
                  AND pack_id IN (SELECT k.id FROM quiz_packs k WHERE k.maker_id <> \(bind: id))
                """
            ).run()
            try await sql.update("quiz_room_players").set("profile_id", to: SQLLiteral.null)
                .where("profile_id", .equal, id).run()
            try await sql.update("content_reports").set("reporter", to: "deleted:" + UUID().uuidString.lowercased())
                .where("reporter", .equal, "profile:" + id.uuidString.lowercased()).run()
            try await sql.delete(from: RateLimits.schema)
                .where("bucket", .like, "%" + id.uuidString + "%")
                .orWhere("bucket", .like, "%" + id.uuidString.lowercased() + "%").run()
            try await NicknameHolds.hold(key, until: now.addingTimeInterval(NicknameHolds.period), on: database)
            try await sql.delete(from: Profile.schema).where("id", .equal, id).run()
        }
        for upload in uploads { try await removal.uploadIfUnused(upload.id) }
    }

    private struct IDRow: Decodable {
        let id: UUID
    }

    private struct UploadRow: Decodable {
        let id: String
    }
}
