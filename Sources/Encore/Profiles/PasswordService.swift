import Fluent
import Vapor

/// The optional password that lets a profile be used from another browser, and signing in with it.
/// Hashes are bcrypt, computed off the event loop. Repeated wrong passwords lock sign-in for a while.
struct PasswordService {
    static let minimumLength = 8
    /// bcrypt reads at most 72 bytes; longer passwords would be silently truncated.
    static let maximumBytes = 72
    static let attemptsBeforeLock = 5
    static let lockDuration: TimeInterval = 15 * 60

    let database: any Database
    let clock: AppClock
    let hasher: AsyncPasswordHasher

    struct Form: Content {
        var current: String?
        var password: String
        var confirm: String
    }

    func set(_ form: Form, on profile: Profile) async throws {
        if let hash = profile.passwordHash {
            guard let current = form.current, try await hasher.verify(current, created: hash) else {
                throw FieldProblem("current", "password.currentWrong")
            }
        }
        guard form.password.count >= Self.minimumLength else { throw FieldProblem("password", "password.tooShort") }
        guard form.password.utf8.count <= Self.maximumBytes else { throw FieldProblem("password", "password.tooLong") }
        guard form.password == form.confirm else { throw FieldProblem("confirm", "password.mismatch") }
        profile.passwordHash = try await hasher.hash(form.password)
        try await profile.save(on: database)
    }

    /// The profile for these credentials. The same message for an unknown nickname and a wrong
    /// password, so sign-in does not reveal which nicknames have passwords.
    func signIn(nickname: String, password: String) async throws -> Profile {
        let key = Profile.key(for: ProfileService.canonical(nickname.trimmingCharacters(in: .whitespaces)))
        guard let profile = try await Profile.query(on: database).filter(\.$nicknameKey == key).first(),
              let hash = profile.passwordHash
        else { throw FieldProblem("password", "signin.failed") }
        let now = clock.now()
        if let locked = profile.signInLockedUntil, locked > now {
            throw FieldProblem("password", "signin.locked")
        }
        guard try await hasher.verify(password, created: hash) else {
            profile.failedSignIns += 1
            if profile.failedSignIns >= Self.attemptsBeforeLock {
                profile.failedSignIns = 0
                profile.signInLockedUntil = now.addingTimeInterval(Self.lockDuration)
            }
            try await profile.save(on: database)
            throw FieldProblem("password", "signin.failed")
        }
        profile.failedSignIns = 0
        profile.signInLockedUntil = nil
        try await profile.save(on: database)
        return profile
    }
}

extension Request {
    var passwords: PasswordService { PasswordService(database: db, clock: encore.clock, hasher: password.async) }
}
