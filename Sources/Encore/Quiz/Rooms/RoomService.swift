import Fluent
import Foundation
import NIOConcurrencyHelpers
import SQLKit

/// Party rooms on the server: opens them, lets players in, and carries out every answer and host
/// command as one change to the room's row, made under that row's lock by whichever instance the
/// message reached. After a change every instance is told (on PostgreSQL a `NOTIFY` once the change
/// committed, batched by `RoomNotices` and heard by each instance's `NotificationListener`; this
/// instance's hub directly), and each sends its own sockets the new state.
struct RoomService {
    /// PostgreSQL's channel for "this room changed" (the payload is the room's id).
    static let channel = "encore_rooms"

    let database: EncoreDatabase
    let clock: AppClock
    /// This process's changes to rooms, one room's at a time and batched (`RoomChangeQueue`).
    let changes: RoomChangeQueue
    let hub: RoomHub
    /// Tells the other instances (PostgreSQL) of what committed here.
    let notices: RoomNotices
    /// The built-in films: a 초성 question also accepts those with its clue (`SameClue`).
    let catalog: MovieCatalog

    /// A host command, as the host's socket sends it.
    enum Command: Equatable, Sendable {
        case start, pause, resume, skip, next, end, lock, unlock, again
        /// Start after the screens counted down this many seconds.
        case startAfter(Int)
        case remove(UUID)
        case options(RoomOptions.Change)
        case hideAnswer(String)
    }

    /// Opens a room of `pack` hosted by `host`, with a PIN no live room has.
    func open(_ pack: QuizPack, questions: [QuizQuestion], host: UUID, hintsAllowed: Bool) async throws -> QuizRoom {
        let game = try RoomGame(
            questionCount: questions.count, questionMilliseconds: PlayClock.questionMilliseconds, createdAt: clock.now()
        )
        let room = QuizRoom()
        room.$pack.id = try pack.requireID()
        room.$host.id = host
        room.packTitle = pack.title
        room.kind = pack.kind
        room.level = pack.level
        room.hintsAllowed = hintsAllowed
        room.questionsJSON = String(
            decoding: try RoomCoding.encoder.encode(
                questions.sorted { $0.position < $1.position }.map(RoomQuestion.init)),
            as: UTF8.self)
        room.setGame(game)
        room.version = 1
        room.createdAt = clock.now()
        room.recorded = false
        room.activeUntil = game.lastActivity.addingTimeInterval(RoomGame.idleLimit)
        for _ in 0..<20 {
            let pin = String(Int.random(in: 100_000...999_999))
            guard try await isFree(pin) else { continue }
            room.id = UUID()
            room.pin = pin
            room.livePIN = pin
            do {
                try await room.create(on: database)
                // The host can skip through every answer from now on.
                try await AnswerExposures(database: database).record(
                    pack: try pack.requireID(), profile: host, at: room.createdAt)
                return room
            } catch let error as any DatabaseError where error.isConstraintFailure {
                continue  // another instance took the same PIN a moment ago
            }
        }
        throw RoomError.full
    }

    /// The live room with this PIN, as one plain row (a look-up per guest who opens a join link;
    /// Fluent's reflection over the whole room was most of its cost). Reading it changes nothing,
    /// unless time alone ended it.
    func live(pin: String) async throws -> RoomSnapshot {
        guard let room = try await hub.games.read(livePIN: pin, on: database), try await isLive(room)
        else { throw RoomError.notFound }
        return room
    }

    /// Whether the room is still live, settling it when time alone ended it.
    func isLive(_ room: RoomSnapshot) async throws -> Bool { try await isLive(room.id, room.game) }

    private func isLive(_ id: UUID, _ game: RoomGame) async throws -> Bool {
        var game = game
        game.advance(to: clock.now())
        guard game.phase == .ended else { return true }
        try await settle(id)
        return false
    }

    /// A room by its id, ended or not, as it stands now.
    func room(_ id: UUID) async throws -> QuizRoom {
        guard let room = try await QuizRoom.find(id, on: database) else { throw RoomError.notFound }
        return room
    }

    /// The same as one plain row, its game decoded once per version (`RoomGameCache.read`): what
    /// the room's pages show, without Fluent's reflection.
    func snapshot(_ id: UUID) async throws -> RoomSnapshot {
        guard let room = try await hub.games.read(id, on: database) else { throw RoomError.notFound }
        return room
    }

    /// Lets a player in (or back in): a signed-in player is their profile, a guest a new id.
    func join(pin: String, nickname: String, profile: UUID?, device: String? = nil, addressKey: String = "")
        async throws -> (room: QuizRoom, player: UUID)
    {
        let joined = try await join(
            pin: pin, nickname: nickname, offer: nil, profile: profile, device: device, addressKey: addressKey)
        return (joined.room, joined.player)
    }

    struct Joined: Sendable {
        let room: QuizRoom
        let player: UUID
        /// The name the room knows the player by (a friendly one, or as typed).
        let nickname: String
    }

    /// The same; in a room with friendly names only, the typed nickname is passed over for the
    /// offer's name of `spin` (or the first of its fall-backs the room does not have yet).
    func join(
        pin: String, nickname: String, offer: FriendlyNames.Offer?, spin: Int = 0, profile: UUID?,
        device: String? = nil, addressKey: String = ""
    ) async throws -> Joined {
        let snapshot = try await live(pin: pin)
        let roomID = snapshot.id
        let friendly = snapshot.game.options.friendlyNames ? offer : nil
        if friendly == nil {
            if case .problem(let key) = NicknameRule.check(nickname) { throw FieldProblem("nickname", key) }
            try await OperatorWords(database: database).check(
                nickname, field: "nickname", key: "nickname.refusedWord")
        }
        let player = profile ?? UUID()
        let named = NIOLockedValueBox(nickname)
        let room = try await change(roomID, by: player) { game, _, now in
            var name = nickname
            if let friendly, game.player(player) == nil {
                let taken = Set(game.players.map(\.nicknameKey))
                guard let free = friendly.freeName(in: roomID, spin: spin, taken: taken.contains) else {
                    throw RoomError.nicknameTaken
                }
                name = free
            }
            try game.join(
                player, nickname: name, nicknameKey: NicknameKey.make(name), profileID: profile, device: device,
                at: now)
            named.withLockedValue { $0 = game.player(player)?.nickname ?? name }
        }
        // Who is playing, from where: nothing may hand them what the room's questions hide.
        try await LiveAnswerers(database: database, clock: clock).joined(
            room: roomID, player: player, profile: profile, addressKey: addressKey)
        if let profile, let pack = room.$pack.id {
            // A player in the room sees every answer at its reveal.
            try await AnswerExposures(database: database).record(pack: pack, profile: profile, at: clock.now())
        }
        return Joined(room: room, player: player, nickname: named.withLockedValue { $0 })
    }

    /// An operator ends a room, whoever hosts it (#51): as the host's 끝내기 does, on every screen.
    func endAsOperator(_ roomID: UUID) async throws {
        try await change(roomID) { game, _, now in game.end(at: now) }
    }

    func command(_ command: Command, room roomID: UUID, by host: UUID) async throws {
        try await change(roomID) { game, room, now in
            guard room.$host.id == host else { throw RoomError.notHost }
            switch command {
            case .start: try game.start(at: now)
            case .startAfter(let seconds): try game.start(at: now, countIn: seconds)
            case .pause: try game.pause(at: now)
            case .resume: try game.resume(at: now)
            case .skip: try game.skip(at: now)
            case .next: try game.next(at: now)
            case .end: game.end(at: now)
            case .again:
                try game.playAgain(at: now)
                // The new game's results count in the players' statistics too.
                room.recorded = false
            case .lock: try game.setLocked(true, at: now)
            case .unlock: try game.setLocked(false, at: now)
            case .remove(let player): try game.remove(player, at: now)
            case .options(let change): try game.setOptions(game.options.applying(change), at: now)
            case .hideAnswer(let key): try game.hideAnswer(key, at: now)
            }
        }
    }

    /// 다시 하기 with another pack: the room takes the pack's questions, and the same players are
    /// back in the lobby with nothing scored (only at the podium, only by the host).
    func playAgain(_ roomID: UUID, with pack: QuizPack, questions: [QuizQuestion], by host: UUID) async throws {
        let ordered = questions.sorted { $0.position < $1.position }.map(RoomQuestion.init)
        let questionsJSON = String(decoding: try RoomCoding.encoder.encode(ordered), as: UTF8.self)
        let packID = try pack.requireID()
        let (title, kind, level) = (pack.title, pack.kind, pack.level)
        let room = try await change(roomID) { game, room, now in
            guard room.$host.id == host else { throw RoomError.notHost }
            try game.playAgain(at: now, questionCount: ordered.count)
            room.$pack.id = packID
            room.packTitle = title
            room.kind = kind
            room.level = level
            room.questionsJSON = questionsJSON
            room.recorded = false
        }
        // Everyone in the room sees this pack's answers at its reveals.
        let exposures = AnswerExposures(database: database)
        try await exposures.record(pack: packID, profile: host, at: clock.now())
        for player in try room.game().activePlayers {
            if let profile = player.profileID {
                try await exposures.record(pack: packID, profile: profile, at: clock.now())
            }
        }
    }

    /// Judges a player's answer to the question on now (refused when it was meant for another,
    /// `question` counting from 1), as solo play judges it.
    func answer(_ text: String, to question: Int? = nil, room roomID: UUID, player: UUID) async throws {
        try await change(roomID, by: player) { game, room, now in
            if let question, question != game.questionIndex + 1 { throw RoomError.wrongPhase }
            let questions = try hub.games.questions(of: room)
            let index = min(max(0, game.questionIndex), questions.count - 1)
            let correct = SameClue.judge(for: questions[index].model, kind: room.kind, in: catalog).isCorrect(text)
            let sent = text.trimmingCharacters(in: .whitespacesAndNewlines)
            _ = try game.answer(player, correct: correct, text: sent, at: now)
        }
    }

    /// A player's reaction, to every host screen of the room on any instance (`RoomReactions`);
    /// dropped without a word when unwelcome now or over the player's allowance.
    func react(_ emoji: String, room roomID: UUID, player: UUID, limits: RateLimits) async throws {
        let now = clock.now()
        // The room as this instance's screens last showed it, which the player's own socket here
        // was sent: a reaction is decoration, not worth a read of the row each.
        var game: RoomGame
        if let shown = await hub.lastSentGame(of: roomID) {
            game = shown
        } else {
            game = try hub.games.game(of: try await room(roomID))
        }
        game.advance(to: now)
        guard let speaker = game.player(player), !speaker.removed, RoomReactions.isWelcome(in: game, at: now),
            try await limits.allow(RoomReactions.limit, key: "\(roomID)/\(player)")
        else { return }
        if database.engine == .postgresql {
            notices.reacted(roomID, emoji: emoji)
        } else {
            await hub.react(roomID, emoji: emoji)
        }
    }

    func hint(room roomID: UUID, player: UUID) async throws {
        try await change(roomID, by: player) { game, room, now in
            guard room.hintsAllowed else { throw RoomError.noHints }
            let questions = try hub.games.questions(of: room)
            let question = questions[min(max(0, game.questionIndex), questions.count - 1)].model
            try game.takeHint(player, available: QuizHints(question, kind: room.kind).available.count, at: now)
        }
    }

    /// Applies what time alone changes (a question's clock ran out, a room left idle ended).
    func settle(_ roomID: UUID) async throws {
        try await change(roomID) { _, _, _ in }
    }

    /// Live rooms one host may have at once (a big screen and a spare, a few classes in a row).
    static let liveRoomsPerHost = 5
    /// How long a room's row (its history) is kept after it was opened.
    static let keptFor: TimeInterval = 90 * 24 * 3_600

    /// How many rooms this host has open, once time alone has ended the idle ones.
    func liveRoomCount(host: UUID) async throws -> Int {
        let open = try await QuizRoom.query(on: database).filter(\.$host.$id == host).filter(\.$livePIN != nil).all()
        var live = 0
        for room in open {
            var game = try room.game()
            game.advance(to: clock.now())
            if game.phase == .ended {
                try await settle(try room.requireID())
            } else {
                live += 1
            }
        }
        return live
    }

    /// Deletes rooms opened more than `keptFor` ago: their PINs, games and history.
    func deleteOldRooms() async throws {
        let cutoff = clock.now().addingTimeInterval(-Self.keptFor)
        try await database.serializedWrite {
            try await QuizRoom.query(on: database).filter(\.$createdAt < cutoff).delete()
        }
    }

    /// The rooms a host opened, newest first.
    func history(host: UUID, limit: Int = 50) async throws -> [QuizRoom] {
        try await QuizRoom.query(on: database).filter(\.$host.$id == host).sort(\.$createdAt, .descending)
            .limit(limit).all()
    }

    private func isFree(_ pin: String) async throws -> Bool {
        guard let holder = try await QuizRoom.query(on: database).filter(\.$livePIN == pin).first() else { return true }
        // A room left idle past its limit ends now, and gives its PIN back.
        try await settle(try holder.requireID())
        return try await QuizRoom.query(on: database).filter(\.$livePIN == pin).count() == 0
    }

    /// Runs `work` on the room's game as the only change to that room anywhere (in-process callers
    /// queue on the room, and those waiting together are applied together: `RoomChangeQueue`; the
    /// transaction holds its row), after what time alone changed. A changed game is saved with a
    /// new version, even when `work` refused (the clock may have run out first), and every
    /// instance is told once the change is committed.
    ///
    /// `player`: the change is that player's own step (an answer, a hint, a join), which the hub
    /// folds for everyone else (`RoomHub+Folding`) unless it also moved the game on.
    @discardableResult
    private func change(
        _ roomID: UUID, by player: UUID? = nil,
        _ work: @escaping @Sendable (inout RoomGame, QuizRoom, Date) throws -> Void
    ) async throws -> QuizRoom {
        try await changes.run(RoomChangeQueue.Step(player: player, work: work), room: roomID) { batch in
            await apply(batch, to: roomID)
        }
    }

    /// Applies a batch of steps in one transaction, in their order and at one time, and finishes
    /// each with the room or its own refusal; returns the sending of the new state.
    private func apply(_ batch: [RoomChangeQueue.Step], to roomID: UUID) async -> (@Sendable () async -> Void)? {
        do {
            let (room, change, outcomes, saved) = try await database.writeTransaction { transaction in
                guard
                    let (room, before, gameRead) = try await QuizRoom.locked(
                        roomID, in: transaction, games: hub.games)
                else { throw RoomError.notFound }
                let questionsRead = room.questionsJSON
                // The time once the row is ours: a change that waited for another is judged after it.
                let now = clock.now()
                var game = before
                game.advance(to: now)
                let outcomes = batch.map { step in Result { try step.work(&game, room, now) } }
                guard game != before else {
                    if !gameRead { room.setGame(before) }  // the room goes back to its callers whole
                    return (room, RoomHub.Change?.none, outcomes, RoomGame?.none)
                }
                room.setGame(game)
                room.version += 1
                if game.phase == .ended { room.livePIN = nil }
                room.activeUntil = game.phase == .ended ? now : game.lastActivity.addingTimeInterval(RoomGame.idleLimit)
                room.questionUntil = game.millisecondsUntilTimeUp(at: now).map {
                    now.addingTimeInterval(Double($0) / 1000)
                }
                if game.phase == .finished || game.phase == .ended, !room.recorded {
                    try await RoomResults(room: room, game: game, now: now).record(on: transaction)
                    room.recorded = true
                }
                try await room.saveChange(questionsRead: questionsRead, in: transaction)
                let movedOn = game.phase != before.phase || game.questionIndex != before.questionIndex
                let players = Set(batch.compactMap(\.player))
                let change: RoomHub.Change =
                    movedOn || batch.contains { $0.player == nil } ? .everyone : .players(players)
                return (room, RoomHub.Change?.some(change), outcomes, RoomGame?.some(game))
            }
            if let saved { hub.games.keep(saved, room: roomID, version: room.version) }  // committed now
            // Every other instance hears of it now that it committed (not from inside the
            // transaction: `RoomNotices` says why).
            if let change, database.engine == .postgresql {
                notices.changed(change.payloads(room: roomID, sender: hub.instance))
            }
            for (step, outcome) in zip(batch, outcomes) { step.finish(outcome.map { room }) }
            guard let change else { return nil }
            // The hub sends the room as committed here: not waiting for it, nor reading it back.
            let committed = try? hub.games.snapshot(of: room)
            return { [hub] in await hub.changed(roomID, change, committed: committed) }
        } catch {
            for step in batch { step.finish(.failure(error)) }
            return nil
        }
    }
}
