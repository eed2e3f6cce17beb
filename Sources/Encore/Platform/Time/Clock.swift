import Foundation
import Synchronization

/// The app's notion of "now": the real clock, or — with `ENCORE_NOW` for demos and tests — a clock
/// that starts at that instant and runs on in real time, so dates are pinned while quiz timers,
/// sessions and "newest first" still see time pass. Tests can also move a clock by hand.
public struct AppClock: Sendable {
    private let source: @Sendable () -> Date

    /// `jumps`: moved forward by hand on top (`ENCORE_TEST_CLOCK`, for the browser tests).
    public init(startingAt start: Date?, jumps: ClockJumps? = nil) {
        let running: @Sendable () -> Date
        if let start {
            let origin = ContinuousClock.now
            running = {
                let elapsed = ContinuousClock.now - origin
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                return start.addingTimeInterval(seconds)
            }
        } else {
            running = { Date() }
        }
        guard let jumps else {
            source = running
            return
        }
        source = { running().addingTimeInterval(jumps.total) }
    }

    public init(_ source: @escaping @Sendable () -> Date) {
        self.source = source
    }

    public func now() -> Date { source() }

    /// The machine's real date, for what must not follow `ENCORE_NOW`: the data rules at start-up
    /// (a demo of April 2023 must start although the file knows later groups) and cache ages.
    public static let machine = AppClock(startingAt: nil)
}

/// How far a running clock has been moved forward by hand: a browser test skips the seconds it
/// would otherwise sleep through (a paused play standing still, a poster area coming out).
public final class ClockJumps: Sendable {
    private let seconds = Mutex<TimeInterval>(0)

    public init() {}

    var total: TimeInterval { seconds.withLock { $0 } }

    /// Moves the clock forward; never back (time that ran backwards would undo what happened).
    func jump(_ interval: TimeInterval) { seconds.withLock { $0 += max(0, interval) } }
}
