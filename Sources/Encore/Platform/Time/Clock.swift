import Foundation

/// The app's notion of "now": the real clock, or — with `ENCORE_NOW` for demos and tests — a clock
/// that starts at that instant and runs on in real time, so dates are pinned while quiz timers,
/// sessions and "newest first" still see time pass. Tests can also move a clock by hand.
public struct AppClock: Sendable {
    private let source: @Sendable () -> Date

    public init(startingAt start: Date?) {
        guard let start else {
            source = { Date() }
            return
        }
        let origin = ContinuousClock.now
        source = {
            let elapsed = ContinuousClock.now - origin
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            return start.addingTimeInterval(seconds)
        }
    }

    public init(_ source: @escaping @Sendable () -> Date) {
        self.source = source
    }

    public func now() -> Date { source() }

    /// The machine's real date, for what must not follow `ENCORE_NOW`: the data rules at start-up
    /// (a demo of April 2023 must start although the file knows later groups) and cache ages.
    public static let machine = AppClock(startingAt: nil)
}
