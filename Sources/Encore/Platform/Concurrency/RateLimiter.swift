import Foundation
import Synchronization

/// At most `limit` events per key (an IP address) in a sliding-ish window, kept in memory: each
/// instance counts its own share, which is enough to stop a script creating guests in a loop.
final class RateLimiter: Sendable {
    private struct Window {
        var start: Date
        var count: Int
    }

    let limit: Int
    let window: TimeInterval
    private let windows = Mutex<[String: Window]>([:])

    init(limit: Int, per window: TimeInterval) {
        self.limit = limit
        self.window = window
    }

    /// Counts one event; false (and nothing counted) once the key has used its allowance.
    func allow(_ key: String, now: Date) -> Bool {
        windows.withLock { windows in
            if windows.count > 10_000 { windows = windows.filter { now.timeIntervalSince($0.value.start) < window } }
            var current = windows[key].flatMap { now.timeIntervalSince($0.start) < window ? $0 : nil } ?? Window(start: now, count: 0)
            guard current.count < limit else { return false }
            current.count += 1
            windows[key] = current
            return true
        }
    }
}
