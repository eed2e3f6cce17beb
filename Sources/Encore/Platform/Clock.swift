import Foundation

/// The app's notion of "now": the real clock, the fixed time in `ENCORE_NOW` for demos and tests,
/// or a clock a test moves by hand (the quiz clock is checked that way).
public struct AppClock: Sendable {
    public let fixed: Date?
    private let source: @Sendable () -> Date

    public init(fixed: Date?) {
        self.fixed = fixed
        source = { fixed ?? Date() }
    }

    public init(_ source: @escaping @Sendable () -> Date) {
        fixed = nil
        self.source = source
    }

    public func now() -> Date { source() }
}
