import Foundation

/// Recently served image bytes within a byte budget; the least recently used go first. A lock, not
/// an actor: cache hits are answered on the event loop without hopping to another executor.
final class MemoryImageCache: @unchecked Sendable {
    private struct Entry {
        let data: Data
        var lastUse: UInt64
    }

    let budget: Int
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var used = 0
    private var clock: UInt64 = 0

    init(budget: Int) { self.budget = budget }

    var usedBytes: Int { lock.withLock { used } }

    func get(_ key: String) -> Data? {
        lock.withLock {
            guard var entry = entries[key] else { return nil }
            clock += 1
            entry.lastUse = clock
            entries[key] = entry
            return entry.data
        }
    }

    func put(_ key: String, _ data: Data) {
        guard data.count <= budget / 4 else { return }  // one huge item must not flush everything else
        lock.withLock {
            clock += 1
            if let old = entries.updateValue(Entry(data: data, lastUse: clock), forKey: key) { used -= old.data.count }
            used += data.count
            if used > budget { evict(downTo: budget * 9 / 10) }
        }
    }

    /// Evicts in one batch down to `target`, so the sort is paid rarely. Call with the lock held.
    private func evict(downTo target: Int) {
        for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) where used > target {
            entries[key] = nil
            used -= entry.data.count
        }
    }
}
