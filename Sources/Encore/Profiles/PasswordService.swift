import Fluent
import Foundation
import SQLKit

/// The optional password that lets a profile be used from another browser, and signing in with it.
/// Hashes are bcrypt, computed off the event loop. Repeated wrong passwords lock sign-in for a while.
struct PasswordService {
    static let minimumLength = 8
    /// bcrypt reads at most 72 bytes; longer passwords would be silently truncated.
    static let maximumBytes = 72
    /// Wrong guesses one address may make at one nickname, with or without a password, before it
    /// is locked out of that nickname for `lockDuration` (`RateLimit.signInGuesses`).
    static let attemptsBeforeLock = 5
    /// Wrong guesses at one profile from every address before the profile itself is locked: far
    /// more than one address may make, so a stranger's five guesses never lock the owner out.
    static let profileAttemptsBeforeLock = 50
    static let lockDuration: TimeInterval = 15 * 60

    let database: EncoreDatabase
    let clock: AppClock
    let hasher: any PasswordHashing
    let signedIn: SignedInCache

    struct Form: Codable, Sendable {
        var current: String?
        var password: String
        var confirm: String
    }

    /// Sets the password and signs the profile out everywhere but `keepingSession` (the browser that
    /// changed it), so a browser that knew the old password loses access with it.
    func set(_ form: Form, on profile: Profile, keepingSession token: String?) async throws {
        if let hash = profile.passwordHash {
            guard let current = form.current, try await hasher.verify(current, created: hash) else {
                throw FieldProblem("current", "password.currentWrong")
            }
        }
        guard form.password.count >= Self.minimumLength else { throw FieldProblem("password", "password.tooShort") }
        guard form.password.utf8.count <= Self.maximumBytes else { throw FieldProblem("password", "password.tooLong") }
        guard form.password == form.confirm else { throw FieldProblem("confirm", "password.mismatch") }
        let hash = try await hasher.hash(form.password)
        let id = try profile.requireID()
        try await signedIn.write(id, on: database) { database in
            try await Profile.query(on: database).filter(\.$id == id).set(\.$passwordHash, to: hash).update()
            let others = ProfileSession.query(on: database).filter(\.$profile.$id == id)
            if let token { others.filter(\.$tokenHash != RandomToken.sha256Hex(token)) }
            try await others.delete()
        }
        profile.passwordHash = hash
    }

    /// The profile for these credentials. The same message for an unknown nickname and a wrong
    /// password, so sign-in does not reveal which nicknames have passwords.
    func signIn(nickname: String, password: String) async throws -> Profile {
        let key = Profile.key(for: ProfileService.canonical(nickname.trimmingCharacters(in: .whitespaces)))
        guard let profile = try await Profile.query(on: database).filter(\.$nicknameKey == key).first(),
            let hash = profile.passwordHash
        else {
            _ = try? await hasher.verify(password, created: hasher.dummyHash)
            throw FieldProblem("password", "signin.failed")
        }
        let id = try profile.requireID(), now = clock.now()
        // The attempt is counted before bcrypt runs, in one statement, so parallel guesses cannot
        // all read the same count: once five are in flight or the lock is on, the rest stop here.
        guard let attempt = try await reserveAttempt(id, now: now) else {
            throw FieldProblem("password", "signin.locked", kind: .tooManyAttempts)
        }
        guard try await hasher.verify(password, created: hash) else {
            if attempt >= Self.profileAttemptsBeforeLock {
                try await signedIn.write(id, on: database) { database in
                    try await Profile.query(on: database).filter(\.$id == id)
                        .set(\.$failedSignIns, to: 0).set(
                            \.$signInLockedUntil, to: now.addingTimeInterval(Self.lockDuration)
                        ).update()
                }
            }
            throw FieldProblem("password", "signin.failed")
        }
        try await signedIn.write(id, on: database) { database in
            try await Profile.query(on: database).filter(\.$id == id).set(\.$failedSignIns, to: 0).set(
                \.$signInLockedUntil, to: nil
            ).update()
        }
        profile.failedSignIns = 0
        profile.signInLockedUntil = nil
        return profile
    }

    /// Counts one attempt unless the profile is locked or has used its attempts; the attempt's number.
    private func reserveAttempt(_ id: UUID, now: Date) async throws -> Int? {
        try await signedIn.write(id, on: database) { database in
            try await Self.reserveAttempt(id, now: now, on: database)
        }
    }

    private static func reserveAttempt(_ id: UUID, now: Date, on database: EncoreDatabase) async throws -> Int? {
        let row = try await database.sql.update(Profile.schema)
            .set("failed_sign_ins", to: SQLRaw("failed_sign_ins + 1"))
            .where("id", .equal, id)
            .where("failed_sign_ins", .lessThan, Self.profileAttemptsBeforeLock)
            .where(group: {
                $0.where("sign_in_locked_until", .is, SQLLiteral.null).orWhere(
                    "sign_in_locked_until", .lessThanOrEqual, now)
            })
            .returning("failed_sign_ins")
            .first()
        return try row?.decode(column: "failed_sign_ins", as: Int.self)
    }
}
