import Foundation

/// One frame the server sends on a room's socket (docs/rooms.md, "Server → client").
public enum RoomFrame: Sendable, Equatable {
    /// The whole room as this socket may see it.
    case state(RoomState)
    /// A player's reaction to float up the big screen (host sockets only).
    case reaction(emoji: String)
    /// A refused message; the socket stays open and the room goes on.
    case error(code: String, message: String)
    /// The host removed this player; the server closes the socket after it.
    case removed(message: String)

    /// The frame's `type`, for the types this client does not know.
    public struct UnknownType: Error, Equatable {
        public let type: String
    }

    private struct Head: Decodable {
        let type: String
        let emoji: String?
        let code: String?
        let message: String?
    }

    public init(json: Data) throws {
        let decoder = JSONDecoder()
        let head = try decoder.decode(Head.self, from: json)
        switch head.type {
        case "state": self = .state(try decoder.decode(RoomState.self, from: json))
        case "reaction": self = .reaction(emoji: try Self.required(head.emoji, "emoji"))
        case "error": self = .error(code: try Self.required(head.code, "code"), message: head.message ?? "")
        case "removed": self = .removed(message: head.message ?? "")
        default: throw UnknownType(type: head.type)
        }
    }

    /// The frame as the server writes it, `type` first among equals: what `init(json:)` reads back.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        switch self {
        case .state(let state): return try encoder.encode(Typed(type: "state", body: state))
        case .reaction(let emoji): return try encoder.encode(["type": "reaction", "emoji": emoji])
        case .error(let code, let message):
            return try encoder.encode(["type": "error", "code": code, "message": message])
        case .removed(let message): return try encoder.encode(["type": "removed", "message": message])
        }
    }

    /// True when the room is over for this socket: reconnecting would not bring it back.
    var endsTheRoomForThisSocket: Bool {
        switch self {
        case .state(let state): state.room.phase == .ended
        case .removed: true
        case .error(let code, _): code == "replaced"
        case .reaction: false
        }
    }

    private static func required(_ value: String?, _ key: String) throws -> String {
        guard let value else {
            throw DecodingError.keyNotFound(
                RoomCodingKey(key), .init(codingPath: [], debugDescription: "A room frame without its \(key)"))
        }
        return value
    }
}

/// A value's own keys plus `"type"`, as every frame and message is written.
struct Typed<Body: Encodable>: Encodable {
    let type: String
    let body: Body

    func encode(to encoder: any Encoder) throws {
        try body.encode(to: encoder)
        var container = encoder.container(keyedBy: RoomCodingKey.self)
        try container.encode(type, forKey: RoomCodingKey("type"))
    }
}

struct RoomCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
