/// Concurrent requests for the same key share one piece of work: the first caller starts it,
/// the others await the same task: image source fetches and transforms, box-office chart
/// fetches, film details.
actor Coalescer<Key: Hashable & Sendable, Value: Sendable> {
    private var inFlight: [Key: Task<Value, any Error>] = [:]

    func run(_ key: Key, _ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        if let task = inFlight[key] { return try await task.value }
        let task = Task { try await work() }
        inFlight[key] = task
        defer { inFlight[key] = nil }
        return try await task.value
    }
}
