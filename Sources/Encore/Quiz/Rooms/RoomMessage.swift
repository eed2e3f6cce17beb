import Foundation
import NIOHTTP1

/// A message a socket sends (docs/rooms.md), read strictly: anything else is refused with an
/// error frame's code and never reaches the room.
enum RoomMessage: Equatable, Sendable {
    /// The answer, and the question (1-based) it answers when the client says so: an answer sent
    /// just before the host moved on is refused, not taken for the next question's.
    case answer(String, question: Int?)
    case hint
    /// One of `RoomReactions.emoji`, floated up the big screen.
    case react(String)
    case host(RoomService.Command)

    static let maxBytes = 1_024
    static let maxAnswerLength = 100

    /// Why a message was not read: the error frame's code.
    enum Refusal: DomainErrorCatalog {
        case malformed, unknownType, tooLarge, answerTooLong, controlCharacter

        static let everyCase: [Refusal] = [.malformed, .unknownType, .tooLarge, .answerTooLong, .controlCharacter]

        var answer: ErrorAnswer {
            switch self {
            case .malformed: ErrorAnswer("malformed", .badRequest, "rooms.error.malformed")
            case .unknownType: ErrorAnswer("unknownType", .badRequest, "rooms.error.unknownType")
            case .tooLarge: ErrorAnswer("tooLarge", .badRequest, "rooms.error.tooLarge")
            case .answerTooLong: ErrorAnswer("answerTooLong", .badRequest, "rooms.error.answerTooLong")
            case .controlCharacter: ErrorAnswer("controlCharacter", .badRequest, ControlCharacterMiddleware.key)
            }
        }
    }

    private struct Shape: Decodable {
        let type: String
        let text: String?
        let player: UUID?
        let question: Int?
        let emoji: String?
        let key: String?
        let teams: Int?
        let autoNextSeconds: Int?
        let answersOnScreen: Bool?
        let answerNames: Bool?
        let friendlyNames: Bool?
        let countIn: Int?
    }

    /// The longest 3, 2, 1 a host may ask for before the first question.
    static let maxCountIn = 5

    static func read(_ text: String) throws(Refusal) -> RoomMessage {
        guard text.utf8.count <= maxBytes else { throw .tooLarge }
        guard let shape = try? JSONDecoder().decode(Shape.self, from: Data(text.utf8)) else { throw .malformed }
        switch shape.type {
        case "answer":
            guard let answer = shape.text else { throw .malformed }
            guard TextLength.of(answer) <= maxAnswerLength else { throw .answerTooLong }
            guard !ControlCharacters.occur(in: answer) else { throw .controlCharacter }
            return .answer(answer, question: shape.question)
        case "hint": return .hint
        case "react":
            guard let emoji = shape.emoji, RoomReactions.emoji.contains(emoji) else { throw .malformed }
            return .react(emoji)
        case "options":
            let change = RoomOptions.Change(
                teams: shape.teams, autoNextSeconds: shape.autoNextSeconds, answersOnScreen: shape.answersOnScreen,
                answerNames: shape.answerNames, friendlyNames: shape.friendlyNames)
            guard RoomOptions().applying(change).isValid else { throw .malformed }
            return .host(.options(change))
        case "hideAnswer":
            guard let key = shape.key, !key.isEmpty, TextLength.of(key) <= maxAnswerLength else { throw .malformed }
            guard !ControlCharacters.occur(in: key) else { throw .controlCharacter }
            return .host(.hideAnswer(key))
        case "start":
            guard let countIn = shape.countIn, countIn != 0 else { return .host(.start) }
            guard (1...maxCountIn).contains(countIn) else { throw .malformed }
            return .host(.startAfter(countIn))
        case "pause": return .host(.pause)
        case "resume": return .host(.resume)
        case "skip": return .host(.skip)
        case "next": return .host(.next)
        case "end": return .host(.end)
        case "again": return .host(.again)
        case "lock": return .host(.lock)
        case "unlock": return .host(.unlock)
        case "remove":
            guard let player = shape.player else { throw .malformed }
            return .host(.remove(player))
        default: throw .unknownType
        }
    }
}
