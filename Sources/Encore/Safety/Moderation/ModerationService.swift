import Foundation
import SQLKit

/// Carries out an operator's decision on a reported pack or GIF: the item's review state (or the
/// item itself), its reports settled, and an audit log entry, in one transaction. A hold or a
/// quarantine is a change of `review`, which every instance's listings read (see `ReportService`).
struct ModerationService {
    /// Who acts.
    struct Operator: Sendable {
        let id: UUID
        let nickname: String
    }

    /// Removes an item for good, as its maker's own delete does (a GIF's upload goes when nothing
    /// else shows it); given by the factory, which knows each section's way.
    struct Removal: Sendable {
        let pack: @Sendable (UUID) async throws -> Void
        let gif: @Sendable (UUID) async throws -> Void
    }

    let database: EncoreDatabase
    let now: Date
    let removal: Removal
    let blockList: PictureBlockList

    /// With `blockPictures`, a quarantine or delete also puts the item's uploaded pictures on the
    /// block list (before a delete removes them).
    func decide(
        _ action: ModerationAction, on subject: ReportSubject, reason: ReportReason?, note: String?,
        blockPictures: Bool = false, by actor: Operator
    ) async throws {
        let note = try ReportService.checkedNote(note, required: false)
        let item = try await ReportedItem.load([subject], on: database)[subject]
        // A profile is dismissed here, even once deleted; what can be done to it is on the 프로필 page.
        if subject.kind == .profile, action != .approve { throw ModerationError.profileActionsElsewhere }
        guard item != nil || action == .delete || subject.kind == .profile else { throw ModerationError.itemGone }
        if item?.isBuiltIn == true, action != .approve { throw ModerationError.builtInItem }
        if blockPictures, action != .approve, let item {
            try await blockList.block(
                item.uploadedPictures, from: (subject.kind.rawValue, subject.id, item.title), reason: reason, by: actor,
                at: now)
        }
        if action == .delete, item != nil {
            switch subject.kind {
            case .pack: try await removal.pack(subject.id)
            case .gif: try await removal.gif(subject.id)
            case .profile: break
            }
        }
        let now = now
        let label = item?.title ?? "—"
        try await database.writeTransaction { database in
            if action != .delete, subject.kind.isHeldByReports {
                let state: ReviewState = action == .approve ? .approved : .quarantined
                try await database.sql.update(subject.kind.table).set("review", to: state.rawValue)
                    .where("id", .equal, subject.id).run()
            }
            try await database.sql.update("content_reports").set("resolved_at", to: now)
                .set("resolution", to: action.resolution)
                .where("subject_kind", .equal, subject.kind.rawValue).where("subject_id", .equal, subject.id)
                .where("resolved_at", .is, SQLLiteral.null).run()
            if let item { try await MakerNotices.record(action, of: item, reason: reason, at: now, on: database) }
            try await ModerationLog.record(
                .init(
                    created_at: now, actor_id: actor.id, actor_name: actor.nickname, action: action.rawValue,
                    subject_kind: subject.kind.rawValue, subject_id: subject.id, subject_label: label,
                    reason: reason?.rawValue, note: note), on: database)
        }
    }
}
