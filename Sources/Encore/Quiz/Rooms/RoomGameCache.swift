import Foundation
import Synchronization

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

    /// Rooms kept at most; past it the cache starts again (rooms end, and a decode is cheap enough).
    static let capacity = 2_000
    private let games = Mutex<[UUID: Kept]>([:])
    private let questionLists = Mutex<[UUID: [RoomQuestion]]>([:])

    func game(of room: QuizRoom) throws -> RoomGame {
        let id = try room.requireID()
        if let kept = games.withLock({ $0[id] }), kept.version == room.version { return kept.game }
        let game = try room.game()
        keep(game, room: id, version: room.version)
        return game
    }

    /// `game` as committed at `version`.
    func keep(_ game: RoomGame, room id: UUID, version: Int) {
        games.withLock { games in
            if games.count >= Self.capacity, games[id] == nil { games.removeAll() }
            if (games[id]?.version ?? .min) <= version { games[id] = Kept(version: version, game: game) }
        }
    }

    /// The room's questions, which never change after it opened.
    func questions(of room: QuizRoom) throws -> [RoomQuestion] {
        let id = try room.requireID()
        if let kept = questionLists.withLock({ $0[id] }) { return kept }
        let questions = try room.questions()
        questionLists.withLock { lists in
            if lists.count >= Self.capacity { lists.removeAll() }
            lists[id] = questions
        }
        return questions
    }
}
