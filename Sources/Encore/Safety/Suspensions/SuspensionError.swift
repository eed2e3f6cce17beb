import Foundation
import NIOHTTP1

/// What a suspended profile is told when it tries to publish, upload, host or join a room, or report.
enum SuspensionError: DomainErrorCatalog, Equatable {
    /// `until` is `Suspension.label` of the end: nil for good.
    case suspended(until: String?)

    static let everyCase: [SuspensionError] = [.suspended(until: "2026-12-31 09:00 KST")]

    var answer: ErrorAnswer {
        switch self {
        case .suspended(let until?):
            ErrorAnswer("profileSuspended", .forbidden, "suspension.error.until", arguments: [until])
        case .suspended(nil):
            ErrorAnswer("profileSuspended", .forbidden, "suspension.error.forever")
        }
    }
}
