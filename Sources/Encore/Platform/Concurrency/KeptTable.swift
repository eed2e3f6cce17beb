import Synchronization

/// Values kept for the process by key, at most `capacity` of them: a new key past it starts the
/// table again (these tables refill cheaply, so no eviction order is kept). Losing an entry costs
/// work again, never correctness; what a key's value means is the owner's to say.
final class KeptTable<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    let capacity: Int
    private let entries = Mutex<[Key: Value]>([:])

    init(capacity: Int) { self.capacity = capacity }

    subscript(key: Key) -> Value? { entries.withLock { $0[key] } }

    /// The value kept for `key`, or the one `make` makes, then kept.
    func value(for key: Key, _ make: () throws -> Value) rethrows -> Value {
        if let kept = self[key] { return kept }
        let made = try make()
        keep(made, for: key)
        return made
    }

    /// Keeps `value` for `key`, unless `replacing` (given the value kept now) says no.
    func keep(_ value: Value, for key: Key, replacing: (Value) -> Bool = { _ in true }) {
        entries.withLock { entries in
            if let kept = entries[key] {
                guard replacing(kept) else { return }
            } else if entries.count >= capacity {
                entries.removeAll()
            }
            entries[key] = value
        }
    }
}
