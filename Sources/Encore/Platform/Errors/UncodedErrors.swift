import Synchronization

/// The errors that reached a client as a bare `internal` (no `DomainError` named them), by type.
/// The tests look here after each app: an error a client sees must have a code of its own.
final class UncodedErrors: Sendable {
    private let seen = Mutex<[String]>([])

    func record(_ error: any Error) {
        let name = String(reflecting: type(of: error))
        seen.withLock { $0.append(name) }
    }

    /// The types seen so far, and forgets them.
    func drain() -> [String] {
        seen.withLock { seen in
            defer { seen = [] }
            return seen
        }
    }
}
