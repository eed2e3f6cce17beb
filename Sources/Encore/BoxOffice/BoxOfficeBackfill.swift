import Fluent
import Foundation

/// Fills the archive with all-films daily charts for a range of days: days already archived are
/// skipped (so an interrupted run resumes where it stopped), and it stops before the day's KOBIS
/// calls (page views included) reach the budget.
struct BoxOfficeBackfill {
    struct Outcome: Equatable, Sendable {
        var fetched = 0
        var skipped = 0
        var failed = 0
        /// Days left undone because the budget ran out.
        var remaining = 0
    }

    static let defaultBudget = 2_500

    let archive: BoxOfficeArchive
    let source: any BoxOfficeSource
    let budget: Int

    /// Days from `from` to `to` that KOBIS can have (never today or later).
    func days(from: Day, to: Day) -> [Day] {
        let last = min(to, archive.today.adding(days: -1))
        guard from <= last else { return [] }
        return Array(sequence(first: from) { $0 < last ? $0.adding(days: 1) : nil })
    }

    func run(from: Day, to: Day, progress: (Int, Int) -> Void = { _, _ in }) async throws -> Outcome {
        let days = days(from: from, to: to)
        var outcome = Outcome()
        for (index, day) in days.enumerated() {
            defer { progress(index + 1, days.count) }
            let key = ChartKey(kind: .daily, day: day, filter: .all)
            if try await archive.find(key) != nil {
                outcome.skipped += 1
                continue
            }
            guard try await KOBISCallCount.calls(on: archive.today, archive.database) < budget else {
                outcome.remaining = days.count - index
                break
            }
            do {
                _ = try await archive.fetch(key, from: source)
                outcome.fetched += 1
            } catch is UpstreamError {
                outcome.failed += 1
            }
        }
        return outcome
    }
}
