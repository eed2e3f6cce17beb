import Fluent
import Foundation

/// A party room as stored: what the room plays (copied from the pack when it opened) and its game,
/// which only `RoomService` changes, under this row's lock, raising `version` each time.
final class QuizRoom: Model, @unchecked Sendable {
    static let schema = "quiz_rooms"

    @ID(key: .id) var id: UUID?
    @Field(key: "pin") var pin: String
    /// The PIN while the room is live; nil once it ended, so the PIN can be used again.
    @OptionalField(key: "live_pin") var livePIN: String?
    @OptionalParent(key: "pack_id") var pack: QuizPack?
    @Parent(key: "host_id") var host: Profile
    @Field(key: "pack_title") var packTitle: String
    @Field(key: "kind") var kind: QuizKind
    @Field(key: "level") var level: QuizLevel
    @Field(key: "hints_allowed") var hintsAllowed: Bool
    /// The pack's questions in order, as JSON (`RoomCoding`).
    @Field(key: "questions") var questionsJSON: String
    /// The `RoomGame`, as JSON (`RoomCoding`).
    @Field(key: "game") var gameJSON: String
    @Field(key: "version") var version: Int
    @Field(key: "created_at") var createdAt: Date
    /// Whether the players' results were added to their statistics (once, at the podium).
    @Field(key: "recorded") var recorded: Bool
    /// Until when the room counts as being played (`LiveAnswerers`): its last activity plus the
    /// idle limit, or the moment it ended.
    @OptionalField(key: "active_until") var activeUntil: Date?
    /// When the question being asked will be up (pauses within their allowance included); nil
    /// when none is (`LiveAnswerers`).
    @OptionalField(key: "question_until") var questionUntil: Date?

    init() {}

    func game() throws -> RoomGame { try RoomGame.reading(stored: gameJSON) }

    func setGame(_ game: RoomGame) {
        gameJSON = game.storedJSON
    }

    func questions() throws -> [RoomQuestion] { try Self.questions(stored: questionsJSON) }

    /// The questions as the `questions` column holds them.
    static func questions(stored text: String) throws -> [RoomQuestion] {
        try RoomCoding.decoder.decode([RoomQuestion].self, from: Data(text.utf8))
    }
}

/// JSON for what a room row keeps: dates as milliseconds, so a row reads back the same on every
/// instance and database.
enum RoomCoding {
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .millisecondsSince1970
        encoder.outputFormatting = .sortedKeys
        return encoder
    }
    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        return decoder
    }
}
