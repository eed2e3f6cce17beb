import Foundation

/// Runs blocking image work on its own threads, at most `concurrency` at a time, with at most
/// `queueLimit` more waiting. Past that, callers get `busy` at once (503 + Retry-After) instead of
/// piling up memory and latency.
actor TransformLimiter {
    struct Busy: Error {}

    nonisolated let concurrency: Int
    nonisolated let queueLimit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private let queue = DispatchQueue(label: "encore.images.pipeline", qos: .userInitiated, attributes: .concurrent)

    init(concurrency: Int, queueLimit: Int) {
        self.concurrency = max(1, concurrency)
        self.queueLimit = max(0, queueLimit)
    }

    /// Callers waiting for a slot now.
    var queued: Int { waiting.count }

    func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await acquire()
        defer { release() }
        return try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try work() }) }
        }
    }

    /// Runs async `body` holding one of the slots (for work that waits rather than computes, such
    /// as fetching a remote picture, so that only so many are held in memory at once).
    func withPermit<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        try await acquire()
        defer { release() }
        return try await body()
    }

    private func acquire() async throws {
        if running < concurrency {
            running += 1
            return
        }
        guard waiting.count < queueLimit else { throw Busy() }
        // The slot is handed over by release(), so `running` stays counted for us.
        await withCheckedContinuation { waiting.append($0) }
    }

    private func release() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
