import Foundation

/// One message a client sends on a room's socket (docs/rooms.md, "Client → server"). There is no
/// reply but the next `state`, or an `error` frame with the code of the refusal.
public enum RoomCommand: Sendable, Equatable {
    // A player's.
    /// The answer to the question on now; `question` (1-based) makes an answer sent just before
    /// the host moved on a refusal rather than an answer to the next one.
    case answer(String, question: Int? = nil)
    case hint
    /// One of 👏 😂 😮 🔥 ❤️ 😭, to the big screen.
    case react(String)
    // The host's.
    /// `countIn`: 1–5 s of 3, 2, 1 on the screens first; nil starts at once.
    case start(countIn: Int? = nil)
    case pause, resume, skip, next, end, lock, unlock, again
    case options(Options)
    case hideAnswer(key: String)
    case remove(player: UUID)

    /// The settings a host changes; nil leaves one as it is.
    public struct Options: Codable, Sendable, Equatable {
        public var teams: Int?
        public var autoNextSeconds: Int?
        public var answersOnScreen: Bool?
        public var answerNames: Bool?
        public var friendlyNames: Bool?

        public init(
            teams: Int? = nil, autoNextSeconds: Int? = nil, answersOnScreen: Bool? = nil, answerNames: Bool? = nil,
            friendlyNames: Bool? = nil
        ) {
            self.teams = teams
            self.autoNextSeconds = autoNextSeconds
            self.answersOnScreen = answersOnScreen
            self.answerNames = answerNames
            self.friendlyNames = friendlyNames
        }
    }

    /// Every `type` a client may send, as the server reads them.
    public static let types = [
        "answer", "hint", "react", "start", "pause", "resume", "skip", "next", "end", "lock", "unlock", "again",
        "options", "hideAnswer", "remove",
    ]

    private struct Shape: Codable {
        var type: String
        var text: String?
        var question: Int?
        var emoji: String?
        var countIn: Int?
        var key: String?
        var player: UUID?
        var teams: Int?
        var autoNextSeconds: Int?
        var answersOnScreen: Bool?
        var answerNames: Bool?
        var friendlyNames: Bool?
    }

    /// The message's one JSON text frame.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(shape)
    }

    public init(json: Data) throws {
        let shape = try JSONDecoder().decode(Shape.self, from: json)
        func required<T>(_ value: T?) throws -> T {
            guard let value else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: [], debugDescription: "\(shape.type) lacks a field"))
            }
            return value
        }
        switch shape.type {
        case "answer": self = .answer(try required(shape.text), question: shape.question)
        case "hint": self = .hint
        case "react": self = .react(try required(shape.emoji))
        case "start": self = .start(countIn: shape.countIn)
        case "pause": self = .pause
        case "resume": self = .resume
        case "skip": self = .skip
        case "next": self = .next
        case "end": self = .end
        case "lock": self = .lock
        case "unlock": self = .unlock
        case "again": self = .again
        case "options":
            self = .options(
                Options(
                    teams: shape.teams, autoNextSeconds: shape.autoNextSeconds, answersOnScreen: shape.answersOnScreen,
                    answerNames: shape.answerNames, friendlyNames: shape.friendlyNames))
        case "hideAnswer": self = .hideAnswer(key: try required(shape.key))
        case "remove": self = .remove(player: try required(shape.player))
        default: throw RoomFrame.UnknownType(type: shape.type)
        }
    }

    private var shape: Shape {
        var shape = Shape(type: "")
        switch self {
        case .answer(let text, let question): (shape.type, shape.text, shape.question) = ("answer", text, question)
        case .hint: shape.type = "hint"
        case .react(let emoji): (shape.type, shape.emoji) = ("react", emoji)
        case .start(let countIn): (shape.type, shape.countIn) = ("start", countIn)
        case .pause: shape.type = "pause"
        case .resume: shape.type = "resume"
        case .skip: shape.type = "skip"
        case .next: shape.type = "next"
        case .end: shape.type = "end"
        case .lock: shape.type = "lock"
        case .unlock: shape.type = "unlock"
        case .again: shape.type = "again"
        case .options(let options):
            shape.type = "options"
            (shape.teams, shape.autoNextSeconds) = (options.teams, options.autoNextSeconds)
            (shape.answersOnScreen, shape.answerNames) = (options.answersOnScreen, options.answerNames)
            shape.friendlyNames = options.friendlyNames
        case .hideAnswer(let key): (shape.type, shape.key) = ("hideAnswer", key)
        case .remove(let player): (shape.type, shape.player) = ("remove", player)
        }
        return shape
    }
}
