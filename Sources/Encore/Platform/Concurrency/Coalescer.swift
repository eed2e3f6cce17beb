/// Concurrent requests for the same key share one piece of work: the first caller starts it,
/// the others await the same task: image source fetches and transforms, box-office chart
/// fetches, film details.
actor Coalescer<Key: Hashable & Sendable, Value: Sendable> {
    private var inFlight: [Key: Task<Value, any Error>] = [:]
    private var waiting: [Key: Int] = [:]

    func run(_ key: Key, _ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        waiting[key, default: 0] += 1
        defer { waiting[key] = waiting[key].flatMap { $0 > 1 ? $0 - 1 : nil } }
        if let task = inFlight[key] { return try await task.value }
        let task = Task { try await work() }
        inFlight[key] = task
        defer { inFlight[key] = nil }
        return try await task.value
    }

    /// How many callers wait for `key`'s work now, the one that started it included (a test
    /// holds the work and sees every caller join it before letting it end).
    func callers(of key: Key) -> Int { waiting[key] ?? 0 }
}
