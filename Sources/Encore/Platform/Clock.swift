import Foundation

/// The app's notion of "now": the real clock, or the fixed time in `ENCORE_NOW` for demos and tests.
public struct AppClock: Sendable {
    public let fixed: Date?

    public init(fixed: Date?) { self.fixed = fixed }

    public func now() -> Date { fixed ?? Date() }
}
