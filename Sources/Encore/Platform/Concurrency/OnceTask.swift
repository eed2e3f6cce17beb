/// Work done once per process (copying built-in data into the database): later callers wait for
/// the same run, and after a failure the next caller tries again.
actor OnceTask {
    private var done: Task<Void, any Error>?

    func run(_ work: @escaping @Sendable () async throws -> Void) async throws {
        if let done { return try await done.value }
        let task = Task { try await work() }
        done = task
        do {
            try await task.value
        } catch {
            done = nil
            throw error
        }
    }
}
