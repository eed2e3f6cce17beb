import Foundation

/// Each room's game as last decoded here, by version, and its questions. A room's game is JSON
/// holding every player's answers so far; decoding it on every change and again on every refresh
/// was a third of an instance's CPU with 20 rooms of 50 players playing (perf). `RoomService`
/// raises the version with every change of the game, under the row's lock, so a (room, version)
/// pair names one committed game on every instance: a hit is always right, and only committed
/// games are kept (read from a row, or kept after the change committed). Losing it costs a decode.
final class RoomGameCache: Sendable {
    private struct Kept: Sendable {
        let version: Int
        let game: RoomGame
    }

    /// A room's questions and the stored text they were decoded from: playing another pack
    /// (`RoomService.playAgain`) replaces them, so a kept list holds only while the text is the same.
    private struct KeptQuestions: Sendable {
        let text: String
        let questions: [RoomQuestion]
    }

    /// Rooms kept at most: rooms end, and a decode is cheap enough.
    private let games = KeptTable<UUID, Kept>(capacity: 2_000)
    private let questionLists = KeptTable<UUID, KeptQuestions>(capacity: 2_000)
    /// The room each PIN found when last looked up: only a hint (a PIN is used again once its room
    /// ends), so that a look-up can skip the game when that room's version is kept.
    private let roomsByPIN = KeptTable<String, UUID>(capacity: 2_000)

    func roomLastFound(pin: String) -> UUID? { roomsByPIN[pin] }

    func noteFound(_ room: UUID, pin: String) { roomsByPIN.keep(room, for: pin) }

    func game(of room: QuizRoom) throws -> RoomGame {
        let id = try room.requireID()
        if let kept = games[id], kept.version == room.version { return kept.game }
        let game = try room.game()
        keep(game, room: id, version: room.version)
        return game
    }

    /// The game this process last decoded or committed for the room, and its version.
    func kept(_ id: UUID) -> (version: Int, game: RoomGame)? {
        games[id].map { ($0.version, $0.game) }
    }

    /// `game` as committed at `version` (never over a later one).
    func keep(_ game: RoomGame, room id: UUID, version: Int) {
        games.keep(Kept(version: version, game: game), for: id) { $0.version <= version }
    }

    /// The room's questions, decoded once for as long as they stay the same.
    func questions(of room: QuizRoom) throws -> [RoomQuestion] {
        try questions(stored: room.questionsJSON, room: try room.requireID())
    }

    /// The questions this stored text holds, for this room.
    func questions(stored text: String, room id: UUID) throws -> [RoomQuestion] {
        if let kept = questionLists[id], kept.text == text { return kept.questions }
        let questions = try QuizRoom.questions(stored: text)
        questionLists.keep(KeptQuestions(text: text, questions: questions), for: id)
        return questions
    }
}
