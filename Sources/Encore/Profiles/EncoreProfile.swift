import Fluent
import Foundation

/// The maker shown on starter packs and drawn 초성 games: "Encore". Nobody can sign in as it (no
/// password, no session) or take its name (`NicknameRule.reserved`); its key holds a space, which
/// no player's nickname can, so an "encore" taken before the name was reserved does not clash.
enum EncoreProfile {
    static let id = UUID(uuidString: "00000000-0000-4000-8000-00000000E0C0")!
    static let nickname = "Encore"
    static let nicknameKey = "encore (built-in)"

    /// The profile, created on first use.
    static func ensure(on database: any Database, now: Date) async throws -> Profile {
        if let profile = try await Profile.find(id, on: database) { return profile }
        let profile = Profile(nickname: nickname, createdAt: now)
        profile.id = id
        profile.nicknameKey = nicknameKey
        do {
            try await profile.create(on: database)
            return profile
        } catch {
            // Another request may have created it first.
            guard let profile = try? await Profile.find(id, on: database) else { throw error }
            return profile
        }
    }
}
