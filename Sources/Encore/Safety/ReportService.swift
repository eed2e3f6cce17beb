import Foundation
import SQLKit

/// Takes reports of packs and GIFs (#51). A reporter counts once per item however often they send
/// one; the first report of an item no operator has looked at holds it (`ReviewState.pending`), which
/// takes it out of every public listing on every instance until an operator decides.
struct ReportService {
    /// Who reports: a profile, or a guest known by the (keyed) address they report from.
    struct Reporter: Sendable {
        /// What makes two reports the same reporter's: `profile:<id>` or `address:<HMAC>`.
        let key: String
        let profileID: UUID?
        /// What the limits count: an IPv4 address or an IPv6 /64 (`clientNetwork`).
        let address: String
    }

    let database: EncoreDatabase
    let limits: RateLimits
    let now: Date

    func report(_ subject: ReportSubject, reason: ReportReason, note: String?, by reporter: Reporter) async throws {
        let note = try Self.checkedNote(note, required: reason == .other)
        try await limits.require(.reportsPerAddress, key: reporter.address, message: "reports.error.tooMany")
        if let profileID = reporter.profileID {
            try await limits.require(.reportsPerProfile, key: profileID.uuidString, message: "reports.error.tooMany")
        }
        guard let item = try await item(subject) else { throw ReportError.notFound }
        if item.maker == reporter.profileID { throw ReportError.ownItem }
        let now = now
        try await database.writeTransaction { database in
            try await database.sql.raw(
                """
                INSERT INTO content_reports
                    (id, subject_kind, subject_id, reporter, reporter_id, reason, note, created_at)
                VALUES (\(bind: UUID()), \(bind: subject.kind.rawValue), \(bind: subject.id), \(bind: reporter.key),
                    \(bind: reporter.profileID), \(bind: reason.rawValue), \(bind: note), \(bind: now))
                ON CONFLICT (subject_kind, subject_id, reporter) DO NOTHING
                """
            ).run()
            // Only an item nobody has reviewed is held: an approved one stays up until it is
            // edited, and Encore's own starter packs are never taken down by a report.
            guard subject.kind.isHeldByReports else { return }
            try await database.sql.raw(
                """
                UPDATE \(ident: subject.kind.table) SET review = \(bind: ReviewState.pending.rawValue)
                WHERE id = \(bind: subject.id) AND review = \(bind: ReviewState.none.rawValue)
                \(unsafeRaw: subject.kind == .pack ? "AND origin = 'user'" : "")
                """
            ).run()
        }
    }

    /// The item as the report form names it; nil when there is none to report (a drawn 초성 game
    /// is one player's own).
    func item(_ subject: ReportSubject) async throws -> Item? {
        if subject.kind == .profile {
            guard subject.id != DeletedPlayer.id else { return nil }
            return try await database.sql.raw(
                """
                SELECT nickname AS title, id AS maker, \(bind: ReviewState.none.rawValue) AS review FROM profiles
                WHERE id = \(bind: subject.id)
                """
            ).first(decoding: Item.self)
        }
        let drawnFilter = subject.kind == .pack ? "AND origin <> 'drawn'" : ""
        return try await database.sql.raw(
            """
            SELECT title, \(ident: subject.kind.makerColumn) AS maker, review FROM \(ident: subject.kind.table)
            WHERE id = \(bind: subject.id) \(unsafeRaw: drawnFilter)
            """
        ).first(decoding: Item.self)
    }

    /// The note as kept: trimmed, nil when empty (a report for "other" needs one). The limit counts code points
    /// as sent, as the API's schema does (`maxLength`), so what the schema refuses is refused here.
    static func checkedNote(_ note: String?, required: Bool) throws -> String? {
        let trimmed = note?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard (note?.unicodeScalars.count ?? 0) <= ReportReason.noteLimit else {
            throw FieldProblem("note", "reports.error.noteTooLong", [String(ReportReason.noteLimit)])
        }
        if trimmed.isEmpty, required { throw FieldProblem("note", "reports.error.noteNeeded") }
        return trimmed.isEmpty ? nil : trimmed
    }

    struct Item: Decodable, Sendable {
        let title: String
        let maker: UUID
        let review: ReviewState
    }
}
