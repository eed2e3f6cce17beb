import Foundation
import SQLKit

/// What an operator does to a profile from the console: find it by nickname, reset a nickname
/// others should not see (to a neutral generated one; the old one is held 30 days as a deleted
/// profile's is), and take down an uploaded avatar. Each is audited and leaves the player a notice.
struct ProfileModeration {
    struct Found: Decodable, Sendable {
        let id: UUID
        let nickname: String
        let avatar_upload: String?
        let created_at: Date
        let packs: Int
        let role: String?
        let suspended_until: Date?
    }

    enum Action: String, Codable, Sendable, CaseIterable {
        case resetNickname = "reset-nickname"
        case removeAvatar = "remove-avatar"
        /// For `Suspension.Period`: no publishing, uploading, hosting or joining rooms, or reporting.
        case suspend
        /// Ends a suspension early.
        case lift
    }

    static let neutralPrefix = "플레이어"
    static let shownAtMost = 20

    let database: EncoreDatabase
    let now: Date
    let profiles: ProfileService
    let removeUpload: @Sendable (String) async throws -> Void
    let blockList: PictureBlockList

    /// Profiles whose nickname starts with `query` as typed, or reads as it (look-alikes, case).
    func search(_ query: String) async throws -> [Found] {
        let typed = query.trimmingCharacters(in: .whitespaces)
        guard !typed.isEmpty else { return [] }
        let escaped = typed.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
        return try await database.sql.raw(
            """
            SELECT p.id, p.nickname, p.avatar_upload, p.created_at, p.suspended_until, o.role,
                (SELECT COUNT(*) FROM quiz_packs k WHERE k.maker_id = p.id AND k.origin = 'user') AS packs
            FROM profiles p LEFT JOIN operators o ON o.profile_id = p.id
            WHERE (p.nickname LIKE \(bind: escaped + "%") ESCAPE '\\' OR p.nickname_key = \(bind: Profile.key(for: typed)))
              AND p.id <> \(bind: DeletedPlayer.id)
            ORDER BY p.nickname LIMIT \(literal: Self.shownAtMost)
            """
        ).all(decoding: Found.self)
    }

    func act(
        _ action: Action, on id: UUID, reason: ReportReason?, note: String?, period: Suspension.Period? = nil,
        blockPicture: Bool = false, by actor: ModerationService.Operator
    ) async throws {
        let note = try ReportService.checkedNote(note, required: false)
        guard let profile = try await profiles.find(id), id != DeletedPlayer.id else {
            throw ModerationError.itemGone
        }
        let old = profile.nickname
        // What the player's notice names: the nickname, or for a suspension its end.
        var noticeTitle = old
        var noticeAction = action.rawValue
        var logged = action.rawValue
        switch action {
        case .resetNickname:
            try await resetNickname(of: profile)
        case .removeAvatar:
            if blockPicture, let upload = profile.avatarUpload {
                try await blockList.block([upload], from: ("profile", id, old), reason: reason, by: actor, at: now)
            }
            if let upload = try await profiles.setAvatar(nil, on: profile) { try await removeUpload(upload) }
        case .suspend:
            guard let period else { throw ModerationError.periodNeeded }
            guard try await OperatorRoster(database: database, now: now).role(of: id) == nil else {
                throw ModerationError.staffProfile
            }
            let until = period.end(from: now)
            try await profiles.setSuspension(until: until, reason: reason?.rawValue, on: profile)
            noticeTitle = Suspension.label(until) ?? ""
            noticeAction = period == .forever ? "suspend-forever" : "suspend"
            logged = "suspend-\(period.rawValue)"
        case .lift:
            try await profiles.setSuspension(until: nil, reason: nil, on: profile)
        }
        let now = now
        let (notice, entry, title) = (noticeAction, logged, noticeTitle)
        try await database.writeTransaction { database in
            // The profile's open reports are settled by what was done.
            if action != .lift {
                try await database.sql.update("content_reports").set("resolved_at", to: now)
                    .set("resolution", to: action.rawValue).where(
                        "subject_kind", .equal, ReportSubject.Kind.profile.rawValue
                    )
                    .where("subject_id", .equal, id).where("resolved_at", .is, SQLLiteral.null).run()
            }
            try await MakerNotices.leave(
                for: id, action: notice, kind: "profile", title: title, reason: reason, at: now, on: database)
            try await ModerationLog.record(
                .init(
                    created_at: now, actor_id: actor.id, actor_name: actor.nickname, action: entry,
                    subject_kind: "profile", subject_id: id, subject_label: old, reason: reason?.rawValue, note: note),
                on: database)
        }
    }

    /// A neutral generated nickname (플레이어 and a number), and the old one held 30 days.
    private func resetNickname(of profile: Profile) async throws {
        let oldKey = profile.nicknameKey
        for _ in 0..<5 {
            let number = try await SequenceCounter.next(SequenceCounter.guestNickname, on: database)
            do {
                try await profiles.apply(
                    ProfileChanges(nickname: Self.neutralPrefix + String(number, radix: 36, uppercase: true)),
                    to: profile)
                try await NicknameHolds.hold(oldKey, until: now.addingTimeInterval(NicknameHolds.period), on: database)
                return
            } catch let problem as FieldProblem where problem.kind == .taken {
                continue
            }
        }
        throw GenericRefusal(.serviceUnavailable)
    }
}
