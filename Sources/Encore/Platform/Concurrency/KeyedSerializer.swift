import Foundation

/// Runs work for the same key one at a time, in arrival order (work for different keys runs
/// freely), within this process: quiz plays queue on it before taking their row lock in the
/// database (which is what holds across instances), and SQLite writes queue on their database's key.
actor KeyedSerializer<Key: Hashable & Sendable> {
    private var tails: [Key: Task<Void, Never>] = [:]

    func run<T: Sendable>(_ key: Key, _ work: @escaping @Sendable () async throws -> T) async throws -> T {
        let previous = tails[key]
        let task = Task<T, any Error> {
            await previous?.value
            return try await work()
        }
        let tail = Task<Void, Never> { _ = try? await task.value }
        tails[key] = tail
        defer { if tails[key] == tail { tails[key] = nil } }
        return try await task.value
    }
}
