import Synchronization

/// Says yes at most once an hour per process, for housekeeping that may run on any request
/// (deleting old rate-limit windows, rooms past their keeping, unused uploads); nothing depends
/// on exactly when.
final class HourlyGate: Sendable {
    private let last = Mutex<Double>(0)

    /// `now` in seconds since 1970 (the app's clock).
    func isDue(_ now: Double) -> Bool {
        last.withLock { last in
            guard now - last >= 3_600 else { return false }
            last = now
            return true
        }
    }
}
