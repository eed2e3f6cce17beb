import Fluent
import Foundation
import Hangul
import SQLKit

/// The operations on profiles, used by the HTML pages and the JSON API alike.
struct ProfileService {
    let database: EncoreDatabase
    let clock: AppClock
    /// Every change to a profile goes through its `write`, so no instance keeps the old one.
    let signedIn: SignedInCache

    /// Nickname as stored: Hangul composed, so decomposed input cannot make a look-alike twin.
    static func canonical(_ nickname: String) -> String { Hangul.composed(nickname) }

    /// Validates a nickname for `profile` (nil when creating one), including whether it is taken.
    func check(nickname raw: String, for profile: Profile? = nil) async throws -> NicknameRule.Verdict {
        let nickname = Self.canonical(raw)
        let verdict = NicknameRule.check(nickname)
        guard verdict == .ok else { return verdict }
        if try await OperatorWords(database: database).refuses(nickname) {
            return .problem(key: "nickname.refusedWord")
        }
        let key = Profile.key(for: nickname)
        let owner = try await Profile.query(on: database).filter(\.$nicknameKey == key).first()
        if let owner, owner.id != profile?.id { return .taken }
        // A deleted profile's nickname stays out of reach for a while, so nobody passes for them at once.
        return try await NicknameHolds.isHeld(key, at: clock.now(), on: database) ? .taken : .ok
    }

    /// A refused nickname, as the problem the form or the API shows.
    static func nicknameProblem(_ verdict: NicknameRule.Verdict) -> FieldProblem {
        FieldProblem("nickname", verdict.messageKey, kind: verdict == .taken ? .taken : .invalid)
    }

    func create(nickname raw: String) async throws -> Profile {
        let nickname = Self.canonical(raw)
        let verdict = try await check(nickname: nickname)
        guard verdict == .ok else { throw Self.nicknameProblem(verdict) }
        let profile = Profile(nickname: nickname, createdAt: clock.now())
        do {
            try await profile.create(on: database)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            // Someone took the nickname between the check and the insert.
            throw Self.nicknameProblem(.taken)
        }
        return profile
    }

    /// A profile for someone who arrived by a share link and wants to play at once: a guest
    /// nickname numbered from a shared counter (`손님7`, `손님2Z`; base 36 keeps it within 10
    /// characters) that they can change later in the settings.
    func createGuest(prefix: String) async throws -> Profile {
        for _ in 0..<5 {
            let number = try await SequenceCounter.next(SequenceCounter.guestNickname, on: database)
            do {
                return try await create(nickname: prefix + String(number, radix: 36, uppercase: true))
            } catch let problem as FieldProblem where problem.kind == .taken {
                continue  // someone chose that nickname themselves: take the next number
            }
        }
        throw GenericRefusal(.serviceUnavailable)
    }

    func find(_ id: UUID) async throws -> Profile? {
        try await Profile.find(id, on: database)
    }

    /// The profile as stored now (after a refused change, the page shows what was kept).
    func reloaded(_ profile: Profile) async throws -> Profile {
        try await Profile.find(profile.id, on: database) ?? profile
    }

    /// Makes `upload` (or none) the profile's avatar; the upload it replaced, which may now be unused.
    func setAvatar(_ upload: String?, on profile: Profile) async throws -> String? {
        let previous = profile.avatarUpload
        let id = try profile.requireID()
        try await signedIn.write(id, on: database) { database in
            try await Profile.query(on: database).filter(\.$id == id).set(\.$avatarUpload, to: upload).update()
        }
        profile.avatarUpload = upload
        return previous == upload ? nil : previous
    }

    /// Suspends `profile` until `until` for `reason`, or lifts its suspension (nil), on every instance at once.
    func setSuspension(until: Date?, reason: String?, on profile: Profile) async throws {
        let id = try profile.requireID()
        try await signedIn.write(id, on: database) { database in
            try await Profile.query(on: database).filter(\.$id == id).set(\.$suspendedUntil, to: until)
                .set(\.$suspensionReason, to: reason).update()
        }
        profile.suspendedUntil = until
        profile.suspensionReason = reason
    }

    func apply(_ changes: ProfileChanges, to profile: Profile) async throws {
        // Only the changed columns are written: the signed-in profile was read as a plain row
        // (`SignedInRow`), and a change made elsewhere meanwhile (a failed sign-in) must survive.
        let id = try profile.requireID()
        var nickname: String?
        if let raw = changes.nickname {
            let canonical = Self.canonical(raw)
            let verdict = try await check(nickname: canonical, for: profile)
            guard verdict == .ok else { throw Self.nicknameProblem(verdict) }
            nickname = canonical
        }
        let fields: [Any?] = [
            nickname, changes.language, changes.theme, changes.sound, changes.gifRating, changes.boxOfficeLayout,
        ]
        guard fields.contains(where: { $0 != nil }) else { return }
        do {
            try await signedIn.write(id, on: database) { [nickname] database in
                let update = Profile.query(on: database).filter(\.$id == id)
                if let nickname {
                    update.set(\.$nickname, to: nickname).set(\.$nicknameKey, to: Profile.key(for: nickname))
                }
                if let language = changes.language { update.set(\.$language, to: language) }
                if let theme = changes.theme { update.set(\.$theme, to: theme) }
                if let sound = changes.sound { update.set(\.$soundOn, to: sound) }
                if let rating = changes.gifRating { update.set(\.$gifRating, to: rating) }
                if let layout = changes.boxOfficeLayout { update.set(\.$boxOfficeLayout, to: layout) }
                try await update.update()
            }
        } catch let error as any DatabaseError where error.isConstraintFailure {
            throw Self.nicknameProblem(.taken)
        }
        if let nickname {
            profile.nickname = nickname
            profile.nicknameKey = Profile.key(for: nickname)
        }
        if let language = changes.language { profile.language = language }
        if let theme = changes.theme { profile.theme = theme }
        if let sound = changes.sound { profile.soundOn = sound }
        if let rating = changes.gifRating { profile.gifRating = rating }
        if let layout = changes.boxOfficeLayout { profile.boxOfficeLayout = layout }
    }
}
