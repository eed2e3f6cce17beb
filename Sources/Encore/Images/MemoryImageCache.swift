import Foundation

/// Recently served image bytes within a byte budget; the least recently used go first.
actor MemoryImageCache {
    private struct Entry {
        let data: Data
        var lastUse: UInt64
    }

    let budget: Int
    private var entries: [String: Entry] = [:]
    private(set) var usedBytes = 0
    private var clock: UInt64 = 0

    init(budget: Int) { self.budget = budget }

    func get(_ key: String) -> Data? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        return entry.data
    }

    func put(_ key: String, _ data: Data) {
        guard data.count <= budget / 4 else { return }  // one huge item must not flush everything else
        clock += 1
        if let old = entries.updateValue(Entry(data: data, lastUse: clock), forKey: key) { usedBytes -= old.data.count }
        usedBytes += data.count
        if usedBytes > budget { evict(downTo: budget * 9 / 10) }
    }

    /// Evicts in one batch down to `target`, so the sort is paid rarely.
    private func evict(downTo target: Int) {
        for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) where usedBytes > target {
            entries[key] = nil
            usedBytes -= entry.data.count
        }
    }
}
