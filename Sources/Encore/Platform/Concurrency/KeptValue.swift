import Synchronization

/// A value read once and then kept for the process, for data that changes only with a deploy.
/// Concurrent first readers may each load it; the last one kept wins, which is harmless for data
/// that is the same every time (a lock-free read matters more on the pages that use it).
final class KeptValue<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)

    func get(_ load: () async throws -> Value) async throws -> Value {
        if let kept = value.withLock({ $0 }) { return kept }
        let loaded = try await load()
        value.withLock { $0 = loaded }
        return loaded
    }

    /// Drops the value: the next `get` loads it again.
    func forget() { value.withLock { $0 = nil } }
}
