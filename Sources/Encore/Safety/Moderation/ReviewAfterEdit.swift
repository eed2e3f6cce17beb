import SQLKit

/// What a maker's edit does to an item's review: an approval was of what the item said before, so
/// it ends (the item may be reported again); a quarantined item goes back to the queue with the
/// reports that put it there, and stays hidden until an operator looks again.
enum ReviewAfterEdit {
    static func apply(to subject: ReportSubject, on database: EncoreDatabase) async throws {
        try await database.sql.raw(
            """
            UPDATE \(ident: subject.kind.table) SET review = CASE review
                WHEN \(bind: ReviewState.approved.rawValue) THEN \(bind: ReviewState.none.rawValue)
                WHEN \(bind: ReviewState.quarantined.rawValue) THEN \(bind: ReviewState.pending.rawValue)
                ELSE review END
            WHERE id = \(bind: subject.id)
            """
        ).run()
        try await database.sql.update("content_reports").set("resolved_at", to: SQLLiteral.null)
            .set("resolution", to: SQLLiteral.null)
            .where("subject_kind", .equal, subject.kind.rawValue).where("subject_id", .equal, subject.id)
            .where("resolution", .equal, ModerationAction.quarantine.resolution).run()
    }
}
