import Foundation

/// One open WebSocket to a room: text frames in, text frames out. EncoreKit leaves the socket to
/// the app's platform (EncoreKitNIO has SwiftNIO's; an Apple app may wrap URLSession's).
public protocol RoomSocket: Sendable {
    /// The text frames as they arrive; the sequence ends when the socket closes.
    var texts: AsyncStream<String> { get }
    func send(_ text: String) async throws
    func close() async
}

/// Opens room sockets.
public protocol RoomSocketConnector: Sendable {
    /// Opens the socket at `url` (ws:// or wss://) with these request headers; throws
    /// `RoomSocketRefused` when the server answered the upgrade with an HTTP status instead.
    func connect(to url: URL, headers: [String: String]) async throws -> any RoomSocket
}

/// The server refused the socket before it opened: 403 for someone not (or no longer) in the room
/// or from another site, 404 for a room that is gone, 429/503 for a limit (docs/rooms.md).
public struct RoomSocketRefused: Error, Equatable, Sendable {
    public let status: Int

    public init(status: Int) {
        self.status = status
    }

    /// Trying again later may succeed (a limit, a busy instance, a restart).
    public var isTemporary: Bool { status == 429 || status >= 500 }
}

/// How long to wait before reconnecting, as the pages do (`Public/js/room-socket.js`): 0.5 s
/// doubling to 8 s, each wait drawn from the upper half of the delay so a room of phones does not
/// come back in the same instant; an opened socket starts again from 0.5 s.
public struct RoomBackoff: Sendable, Equatable {
    public static let documented = RoomBackoff(first: .milliseconds(500), longest: .seconds(8))

    public var first: Duration
    public var longest: Duration

    public init(first: Duration, longest: Duration) {
        self.first = first
        self.longest = longest
    }

    /// The wait at `delay`, `random` drawn from 0..<1.
    public func wait(at delay: Duration, random: Double) -> Duration {
        delay / 2 + delay / 2 * random
    }

    /// The delay after one at `delay` failed too.
    public func delay(after delay: Duration) -> Duration {
        min(longest, delay * 2)
    }
}
