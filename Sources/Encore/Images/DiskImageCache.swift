import Foundation

/// Rendered images on disk under the data directory, within a byte budget. The index of what is
/// there is rebuilt from the folder on first use, so the cache survives restarts; the least
/// recently used files are deleted when the budget is exceeded.
actor DiskImageCache {
    private struct Entry {
        let size: Int
        var lastUse: Date
    }

    let directory: URL
    let budget: Int
    private var index: [String: Entry]?
    private var usedBytes = 0

    init(directory: URL, budget: Int) {
        self.directory = directory
        self.budget = budget
    }

    func get(_ key: String) -> Data? {
        loadIndexIfNeeded()
        guard index?[key] != nil, let data = FileManager.default.contents(atPath: path(key).path) else {
            index?[key] = nil
            return nil
        }
        index?[key]?.lastUse = AppClock.machine.now()
        return data
    }

    func put(_ key: String, _ data: Data) {
        loadIndexIfNeeded()
        let file = path(key)
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
        } catch {
            return  // a full or read-only disk only costs a re-render later
        }
        if let old = index?.updateValue(Entry(size: data.count, lastUse: AppClock.machine.now()), forKey: key) {
            usedBytes -= old.size
        }
        usedBytes += data.count
        if usedBytes > budget { evict(downTo: budget * 9 / 10) }
    }

    var totalBytes: Int {
        loadIndexIfNeeded()
        return usedBytes
    }

    private func path(_ key: String) -> URL {
        directory.appendingPathComponent(String(key.prefix(2))).appendingPathComponent(key)
    }

    private func evict(downTo target: Int) {
        for (key, entry) in (index ?? [:]).sorted(by: { $0.value.lastUse < $1.value.lastUse }) where usedBytes > target
        {
            try? FileManager.default.removeItem(at: path(key))
            index?[key] = nil
            usedBytes -= entry.size
        }
    }

    private func loadIndexIfNeeded() {
        guard index == nil else { return }
        var found: [String: Entry] = [:]
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: keys)
        while let url = enumerator?.nextObject() as? URL {
            guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else {
                continue
            }
            found[url.lastPathComponent] = Entry(
                size: values.fileSize ?? 0, lastUse: values.contentModificationDate ?? .distantPast)
        }
        index = found
        usedBytes = found.values.reduce(0) { $0 + $1.size }
    }
}
