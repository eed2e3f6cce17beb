import Foundation
import Logging

/// What the room sockets use, for the whole process: a socket outlives its
/// upgrade request, so its messages reach the room through the application, not a request.
struct RoomServices: Sendable {
    let hub: RoomHub
    let service: RoomService
    let ledger: RoomSocketLedger
    /// Whether a host's session still lives, on each host command.
    let sessions: SessionStore
    /// Room sockets this instance may hold (`ENCORE_ROOM_SOCKETS_MAX`).
    let maxSockets: Int
    /// A socket's work counts as a request in flight: shutting down waits for it (its last
    /// database write) before the databases close.
    let inFlight: InFlightRequests
    let strings: StringCatalog
    /// The app's clock: a socket's message rate is counted in its seconds (a test moves it by hand).
    let clock: AppClock
    let logger: Logger
}
