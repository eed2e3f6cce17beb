import Foundation
import NIOConcurrencyHelpers

/// Wakes whoever waits for a condition each time something changed; each waiter checks its own
/// condition again. Waiting is on signals, never a clock: `giveUpAfter` only ends a wait that
/// would otherwise block forever. Its lock is NIO's lock box: the thread sanitizer reported two
/// `withLock`s on a `Mutex` as a race (2026-11-27), not seeing the contended `Mutex`'s ordering.
final class ChangeSignal: Sendable {
    private let waiters = NIOLockedValueBox<[UUID: CheckedContinuation<Void, Never>]>([:])

    init() {}

    func signal() {
        for waiter in waiters.withLockedValue({ waiters in
            defer { waiters = [:] }
            return waiters.values
        }) {
            waiter.resume()
        }
    }

    /// Waits until `condition` holds, checking it after each signal; false when `giveUpAfter`
    /// passes first.
    func wait(until condition: @escaping @Sendable () -> Bool, giveUpAfter limit: Duration) async -> Bool {
        let start = ContinuousClock.now
        // Wakes the wait once more when the limit passes, in case nothing else ever does.
        let alarm = Task { [self] in
            try? await Task.sleep(for: limit)
            signal()
        }
        defer { alarm.cancel() }
        while !condition() {
            guard ContinuousClock.now - start < limit else { return false }
            let id = UUID()
            await withCheckedContinuation { continuation in
                waiters.withLockedValue { $0[id] = continuation }
                // A change between the check and registering: look again rather than wait for the next.
                if condition() { waiters.withLockedValue { $0.removeValue(forKey: id) }?.resume() }
            }
        }
        return true
    }
}
