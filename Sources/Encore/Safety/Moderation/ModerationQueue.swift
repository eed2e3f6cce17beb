import Foundation
import SQLKit

/// The operators' report queue, as Mastodon and Discourse keep theirs: one entry per reported
/// item, the oldest unresolved first, with every reason and its count, the reporters' notes and
/// the item itself; and the reports already settled, newest first.
struct ModerationQueue {
    struct Entry: Sendable {
        let subject: ReportSubject
        let firstReported: Date
        let reportCount: Int
        /// Each reason with how many reporters gave it, most first.
        let reasons: [(reason: ReportReason, count: Int)]
        let notes: [String]
        /// How a settled entry was settled (a `ModerationAction.resolution`), and when.
        let resolution: String?
        let resolvedAt: Date?
        /// Nil once the item is gone (deleted by its maker or an operator).
        let item: ReportedItem?
    }

    static let pageSize = 50

    let database: EncoreDatabase

    func unresolved() async throws -> [Entry] {
        try await entries(
            """
            SELECT subject_kind, subject_id, MIN(created_at) AS first_reported, COUNT(*) AS report_count,
                NULL AS resolution, NULL AS resolved_at
            FROM content_reports WHERE resolved_at IS NULL GROUP BY subject_kind, subject_id
            ORDER BY first_reported, subject_id LIMIT \(Self.pageSize)
            """, resolved: false)
    }

    func resolved() async throws -> [Entry] {
        try await entries(
            """
            SELECT subject_kind, subject_id, MIN(created_at) AS first_reported, COUNT(*) AS report_count,
                resolution, resolved_at
            FROM content_reports WHERE resolved_at IS NOT NULL GROUP BY subject_kind, subject_id, resolution, resolved_at
            ORDER BY resolved_at DESC, subject_id LIMIT \(Self.pageSize)
            """, resolved: true)
    }

    /// How many items wait for a decision.
    func unresolvedCount() async throws -> Int {
        try await database.sql.raw(
            """
            SELECT COUNT(*) AS n FROM (SELECT DISTINCT subject_kind, subject_id FROM content_reports
            WHERE resolved_at IS NULL) waiting
            """
        ).first()?.decode(column: "n", as: Int.self) ?? 0
    }

    private struct Group: Decodable {
        let subject_kind: ReportSubject.Kind
        let subject_id: UUID
        let first_reported: Date
        let report_count: Int
        let resolution: String?
        let resolved_at: Date?
    }

    private struct Report: Decodable {
        let subject_id: UUID
        let reason: ReportReason
        let note: String?
        let resolved_at: Date?
    }

    private func entries(_ query: String, resolved: Bool) async throws -> [Entry] {
        let groups = try await database.sql.raw("\(unsafeRaw: query)").all(decoding: Group.self)
        guard !groups.isEmpty else { return [] }
        let subjects = groups.map { ReportSubject(kind: $0.subject_kind, id: $0.subject_id) }
        let items = try await ReportedItem.load(subjects, on: database)
        let reports = try await database.sql.select().columns("subject_id", "reason", "note", "resolved_at")
            .from("content_reports").where("subject_id", .in, SQLBind.group(groups.map(\.subject_id)))
            .orderBy("created_at").all(decoding: Report.self)
        return groups.map { group in
            let own = reports.filter {
                $0.subject_id == group.subject_id
                    && (resolved ? $0.resolved_at == group.resolved_at : $0.resolved_at == nil)
            }
            let counts = Dictionary(grouping: own, by: \.reason).map { (reason: $0.key, count: $0.value.count) }
                .sorted { ($0.count, $1.reason.rawValue) > ($1.count, $0.reason.rawValue) }
            let subject = ReportSubject(kind: group.subject_kind, id: group.subject_id)
            return Entry(
                subject: subject, firstReported: group.first_reported, reportCount: group.report_count,
                reasons: counts, notes: own.compactMap(\.note), resolution: group.resolution,
                resolvedAt: group.resolved_at, item: items[subject])
        }
    }
}
