import Synchronization

/// The API errors this process answered, by operation, when asked to keep them: the tests turn it
/// on and check each code against the operation's list in the OpenAPI document. Off, it keeps
/// nothing (a server must not grow with every refusal it sends).
final class AnsweredErrors: Sendable {
    struct Answer: Hashable, Sendable {
        /// `POST /api/v1/rooms/{pin}/players`, as the OpenAPI document names the operation.
        let operation: String
        let status: Int
        let code: String
    }

    private let kept = Mutex<Set<Answer>?>(nil)

    func startKeeping() { kept.withLock { $0 = $0 ?? [] } }

    func record(method: String, routePath: [String], status: Int, code: String) {
        kept.withLock { kept in
            guard kept != nil else { return }
            let path = routePath.map { $0.hasPrefix(":") ? "{\($0.dropFirst())}" : $0 }.joined(separator: "/")
            kept?.insert(Answer(operation: "\(method) /\(path)", status: status, code: code))
        }
    }

    /// What was answered so far, and forgets it.
    func drain() -> Set<Answer> {
        kept.withLock { kept in
            defer { if kept != nil { kept = [] } }
            return kept ?? []
        }
    }
}
