import Foundation

/// How a pause stops a question's clock, for a solo play and a party room alike: a question may be
/// paused at most `pausesPerQuestion` times and for `allowanceMilliseconds` in all; past that the
/// clock runs on while paused, so pausing cannot buy unlimited thinking time at full points.
enum PauseRule {
    static let pausesPerQuestion = 3
    static let allowanceMilliseconds = 30_000

    /// `now` as the question's clock sees it: during a pause it stands at `pausedAt` until the
    /// allowance left (`allowanceMilliseconds` less `pausedMilliseconds` already used) is spent,
    /// and runs on from there, that allowance behind.
    static func clockInstant(at now: Date, pausedAt: Date?, pausedMilliseconds: Int) -> Date {
        guard let pausedAt else { return now }
        let allowance = Double(max(0, allowanceMilliseconds - pausedMilliseconds)) / 1000
        return max(pausedAt, now.addingTimeInterval(-allowance))
    }

    /// How much of the pause under way stops the clock (what resuming adds to the paused time).
    static func countedPause(at now: Date, pausedAt: Date?, pausedMilliseconds: Int) -> Int {
        guard let pausedAt else { return 0 }
        let paused = max(0, Int((now.timeIntervalSince(pausedAt) * 1000).rounded(.down)))
        return min(paused, max(0, allowanceMilliseconds - pausedMilliseconds))
    }
}
