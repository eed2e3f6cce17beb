import Foundation

/// Runs work for the same key one at a time, in arrival order (work for different keys runs
/// freely). Quiz plays use it so two answers sent at once cannot both be scored. One server
/// process holds the plays' locks; Encore runs as a single process.
actor KeyedSerializer {
    private var tails: [UUID: Task<Void, Never>] = [:]

    func run<T: Sendable>(_ key: UUID, _ work: @escaping @Sendable () async throws -> T) async throws -> T {
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
