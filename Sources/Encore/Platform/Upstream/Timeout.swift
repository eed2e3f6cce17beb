import Foundation

/// Runs `work` and answers at the latest after `limit`, throwing `timeoutError`. The answer does
/// not wait for the work to notice cancellation: future-based clients never do, and a task group
/// would wait for them (a 1 s timeout once took 22 s that way).
func withTimeout<T: Sendable>(
    _ limit: Duration, throwing timeoutError: any Error, _ work: @escaping @Sendable () async throws -> T
) async throws -> T {
    let outcome = FirstOutcome<T>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            outcome.attach(continuation)
            let worker = Task {
                do { outcome.finish(.success(try await work())) } catch { outcome.finish(.failure(error)) }
            }
            outcome.onFinish { worker.cancel() }
            Task {
                try? await Task.sleep(for: limit)
                outcome.finish(.failure(timeoutError))
            }
        }
    } onCancel: {
        outcome.finish(.failure(CancellationError()))
    }
}

/// Resumes a continuation exactly once, with whichever result comes first.
private final class FirstOutcome<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?
    private var early: Result<T, any Error>?
    private var finished = false
    private var cleanup: (@Sendable () -> Void)?

    func attach(_ continuation: CheckedContinuation<T, any Error>) {
        let pending: Result<T, any Error>? = lock.withLock {
            if let early { return early }
            self.continuation = continuation
            return nil
        }
        if let pending { continuation.resume(with: pending) }
    }

    func onFinish(_ action: @escaping @Sendable () -> Void) {
        let runNow = lock.withLock {
            if finished { return true }
            cleanup = action
            return false
        }
        if runNow { action() }
    }

    func finish(_ result: Result<T, any Error>) {
        let (target, action): (CheckedContinuation<T, any Error>?, (@Sendable () -> Void)?) = lock.withLock {
            guard !finished else { return (nil, nil) }
            finished = true
            if continuation == nil { early = result }
            defer { continuation = nil }
            return (continuation, cleanup)
        }
        target?.resume(with: result)
        action?()
    }
}
