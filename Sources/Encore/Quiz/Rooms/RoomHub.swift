import Foundation
import Logging
import WebSocketKit

/// This process's room sockets. When a room changes (told by `RoomService` after its own change,
/// with the room as committed, and by its `NotificationListener` when PostgreSQL's `NOTIFY` brings another
/// instance's, when the hub reads the room's row) the hub sends every socket it holds in that room
/// its frame. Changes that come while a send is being prepared are folded into
/// one more. A player's own step within a phase (an answer, a hint, a join) reaches that player at
/// once and everyone else folded (`RoomHub+Folding`). While a question runs it also keeps a timer for
/// the moment something changes by time alone (the clock runs out, the next poster area is due, the
/// room idles out).
actor RoomHub {
    enum Audience: Equatable, Sendable {
        /// The host's big screen (the host's profile).
        case host(UUID)
        case player(UUID)

        var isHost: Bool {
            if case .host = self { return true }
            return false
        }

        func isPlayer(in ids: Set<UUID>) -> Bool {
            if case .player(let id) = self { return ids.contains(id) }
            return false
        }
    }

    struct Connection: Sendable {
        /// Its row in `room_sockets`.
        let id: UUID
        let socket: WebSocket
        let audience: Audience
        let language: Language
    }

    /// What the hub needs from the application, given when `configure` makes it.
    struct Context: Sendable {
        /// The room's row as committed now (nil for no such room), its game decoded through the cache.
        let load: @Sendable (UUID, RoomGameCache) async throws -> RoomSnapshot?
        let settle: @Sendable (UUID) async throws -> Void
        let presentation: @Sendable () -> PlayPresentation
        let strings: StringCatalog
        let logger: Logger
        /// Vouches for the sockets held here (`RoomSocketLedger`); returns those to close.
        let heartbeat: @Sendable ([UUID]) async throws -> Set<UUID>
        /// Starts hearing other instances' changes (once; nothing on SQLite).
        let listen: @Sendable () async -> Void
    }

    let context: Context
    /// The rooms' decoded games, shared with `RoomService` (a change keeps what it committed).
    nonisolated let games = RoomGameCache()
    /// This process among the instances: its own room notices come back to it, and it skips them.
    nonisolated let instance = UUID()
    private(set) var rooms: [UUID: [UUID: Connection]] = [:]
    private var refreshing: Set<UUID> = []
    private var pending: [UUID: PendingChange] = [:]
    /// The newest committed room each room's sockets were sent (never an older one after it).
    private var latest: [UUID: RoomSnapshot] = [:]
    /// Rooms another instance changed since they were last read here, their change not read
    /// (it concerned no socket here): the next fold reads the row.
    var unread: Set<UUID> = []
    /// When each room's screens last got a frame for every change (`RoomHub+Folding`).
    var foldedAt: [UUID: ContinuousClock.Instant] = [:]
    var foldTimers: [UUID: Task<Void, Never>] = [:]
    /// What each socket was last sent (`RoomHub+Folding`), by connection id.
    var sentKeys: [UUID: SentKey] = [:]
    private var timers: [UUID: Task<Void, Never>] = [:]
    /// The moment, by the app's clock, each room's timer is for.
    private var timerMoments: [UUID: Date] = [:]
    /// The version each room's timer was set from: an older read must not move it.
    private var timedVersions: [UUID: Int] = [:]
    private var stopped = false
    /// Messages per speaker and room, over all their sockets: a second tab does not double them.
    private var rates: [String: MessageRate] = [:]
    var heartbeat: Task<Void, Never>?
    /// Rooms read from the database since this hub started (what a test counts).
    private(set) var rowReads = 0
    /// Whether this hub hears other instances (PostgreSQL's `LISTEN` is up) and has read every
    /// room once since it started to.
    private(set) var hearsOthers = false
    /// Whoever waits for a state of the hub (`wait(until:)`), woken after every fold and every
    /// start or stop of hearing other instances.
    private var stateWaiters: [CheckedContinuation<Void, Never>] = []

    /// Sockets this process holds, over every room.
    var connectionCount: Int { rooms.values.reduce(0) { $0 + $1.count } }

    init(_ context: Context) { self.context = context }

    /// Adds a socket and sends it the room as it stands.
    func attach(_ connection: Connection, to roomID: UUID) async {
        guard !stopped, !connection.socket.isClosed else {
            connection.socket.close(code: .goingAway, promise: nil)
            return
        }
        rooms[roomID, default: [:]][connection.id] = connection
        startHeartbeat()
        await context.listen()
        await refresh(roomID, only: connection)
    }

    func detach(_ connectionID: UUID, from roomID: UUID) {
        rooms[roomID]?[connectionID] = nil
        sentKeys[connectionID] = nil
        if rooms[roomID]?.isEmpty == true {
            rooms[roomID] = nil
            timers.removeValue(forKey: roomID)?.cancel()
            timerMoments[roomID] = nil
            foldTimers.removeValue(forKey: roomID)?.cancel()
            foldedAt[roomID] = nil
            timedVersions[roomID] = nil
            latest[roomID] = nil
            unread.remove(roomID)
            rates = rates.filter { !$0.key.hasPrefix(roomID.uuidString) }
        }
    }

    /// Whether `audience` may send another message to this room now (`limit` a second).
    func allowMessage(from audience: Audience, in roomID: UUID, limit: Int, at now: Date) -> Bool {
        let key = "\(roomID)/\(audience)"
        var rate = rates[key] ?? MessageRate(limit: limit)
        let allowed = rate.allow(at: now)
        rates[key] = rate
        return allowed
    }

    /// The room changed (here or on another instance): the sockets here get the new state, as far
    /// as `change` concerns them (`RoomHub+Folding`). `committed`: the room as this process's own
    /// change committed it, sent as it is; without it the row is read.
    func changed(_ roomID: UUID, _ change: Change = .everyone, committed: RoomSnapshot? = nil) async {
        guard let connections = rooms[roomID] else { return }
        if committed == nil, case .players(let ids) = change,
            !connections.values.contains(where: { $0.audience.isPlayer(in: ids) })
        {
            // Those players' phones are not here (on two instances, half of every room's answers are
            // the other's): nobody here gets this step at once, so reading the room for it now would
            // be wasted. The screens get it with the next fold, as they would anyway.
            unread.insert(roomID)
            scheduleFold(roomID)
            return
        }
        pending[roomID, default: PendingChange()].add(change, committed: committed)
        await drain(roomID)
    }

    /// The game this process's sockets in the room were last sent (nil when it holds none there).
    func lastSentGame(of roomID: UUID) -> RoomGame? { latest[roomID]?.game }

    /// What was folded is due (`RoomHub+Folding`): every screen gets the room as it stands.
    func foldCameDue(_ roomID: UUID) async {
        foldTimers[roomID] = nil
        defer { wakeStateWaiters() }
        guard let connections = rooms[roomID] else { return }
        // While a question is asked a fold shows the players' steps to the host's screens alone.
        // With none here it would read the row (on two instances, every 250 ms for each room whose
        // big screen is on the other) and send nobody anything; the room stays unread, and the next
        // change that reaches a socket here reads it.
        if latest[roomID]?.game.phase == .asking, !connections.values.contains(where: { $0.audience.isHost }) {
            return
        }
        pending[roomID, default: PendingChange()].fold = true
        if unread.contains(roomID) { pending[roomID]?.mustRead = true }
        await drain(roomID)
    }

    private func drain(_ roomID: UUID) async {
        guard !refreshing.contains(roomID) else { return }
        refreshing.insert(roomID)
        while let work = pending.removeValue(forKey: roomID) {
            await refresh(roomID, work)
        }
        refreshing.remove(roomID)
    }

    /// Players' reactions: to this instance's host sockets in the room (phones do not show them).
    func react(_ roomID: UUID, emoji: String, count: Int = 1) {
        let frame = RoomReactions.frame(emoji)
        for connection in (rooms[roomID] ?? [:]).values where connection.audience.isHost {
            for _ in 0..<count { connection.socket.send(frame, promise: nil) }
        }
    }

    /// Hearing other instances started (notices sent before were not heard: every room is read
    /// again) or stopped.
    func listeningChanged(_ started: Bool) async {
        if started { await refreshAll() }
        hearsOthers = started
        wakeStateWaiters()
    }

    /// Returns once `condition` holds of this hub, looking again after every fold and every change
    /// of hearing: for tests, which must not poll by the clock.
    func wait(until condition: @Sendable (isolated RoomHub) -> Bool) async {
        while !condition(self) { await withCheckedContinuation { stateWaiters.append($0) } }
    }

    private func wakeStateWaiters() {
        let waiters = stateWaiters
        stateWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    /// Every room again (after the notification channel was lost for a while).
    /// `resending`: even to sockets that have this moment already (the test clock moved the
    /// server's time, which every frame's `serverTime` tells the pages).
    func refreshAll(resending: Bool = false) async {
        if resending { sentKeys.removeAll() }
        for roomID in rooms.keys { await changed(roomID) }
    }

    /// Closes sockets another socket of the same speaker replaced (`RoomSocketLedger.admit`), with
    /// an error frame that tells the page not to come back on its own.
    func evict(_ ids: Set<UUID>) {
        guard !ids.isEmpty else { return }
        for (roomID, connections) in rooms {
            for connection in connections.values where ids.contains(connection.id) {
                sendError(RoomError.replaced, to: connection, strings: context.strings)
                close(connection, in: roomID)
            }
        }
    }

    func stop() {
        stopped = true
        heartbeat?.cancel()
        heartbeat = nil
        for timer in timers.values { timer.cancel() }
        timers = [:]
        for timer in foldTimers.values { timer.cancel() }
        foldTimers = [:]
        let sockets = rooms.values.flatMap(\.values).map(\.socket)
        rooms = [:]
        for socket in sockets { _ = socket.close(code: .goingAway) }
    }

    private func refresh(_ roomID: UUID, _ work: PendingChange = .reading, only target: Connection? = nil) async {
        let frames: RoomFrames
        do {
            guard let room = try await snapshot(roomID, for: work) else {
                for connection in (rooms[roomID] ?? [:]).values { close(connection, in: roomID) }
                return
            }
            frames = RoomFrames(room, shownWith: context.presentation())
        } catch {
            context.logger.warning("Room \(roomID) could not be read: \(String(reflecting: error))")
            // Try again shortly: a question must still end when its time is up.
            setTimer(roomID, afterMilliseconds: 1_000)
            return
        }
        let connections = target.map { [$0] } ?? Array((rooms[roomID] ?? [:]).values)
        let screensDue = target != nil || foldDue(roomID, work)
        let key = SentKey(frames, at: context.presentation().now)
        var hostFrame: String?
        for connection in connections
        where target != nil || work.reaches(connection.audience, screensDue: screensDue, phase: frames.game.phase) {
            if target == nil, sentKeys[connection.id] == key { continue }
            sentKeys[connection.id] = key
            switch connection.audience {
            case .host:
                hostFrame = hostFrame ?? frames.forHost
                connection.socket.send(hostFrame!, promise: nil)
            case .player(let id):
                if let frame = frames.forPlayer(id, language: connection.language) {
                    connection.socket.send(frame, promise: nil)
                } else {
                    let message = context.strings.text("rooms.error.removed", connection.language)
                    connection.socket.send(Self.frame(type: "removed", code: nil, message: message), promise: nil)
                    close(connection, in: roomID)
                }
            }
            if frames.game.phase == .ended { close(connection, in: roomID) }
        }
        schedule(roomID, after: frames)
    }

    /// The room as it stands: the newest this hub holds (committed here, or read before) unless
    /// `work` needs the row read; never older than what its sockets were sent.
    private func snapshot(_ roomID: UUID, for work: PendingChange) async throws -> RoomSnapshot? {
        func newest(_ candidates: RoomSnapshot?...) -> RoomSnapshot? {
            candidates.compactMap { $0 }.max { $0.version < $1.version }
        }
        var room = newest(work.committed, latest[roomID])
        if work.mustRead || room == nil {
            unread.remove(roomID)  // before the read: a change skipped meanwhile marks it again
            rowReads += 1
            guard let read = try await context.load(roomID, games) else { return nil }
            room = newest(read, work.committed, latest[roomID])
        }
        if rooms[roomID] != nil { latest[roomID] = room }
        return room
    }

    private func setTimer(_ roomID: UUID, afterMilliseconds delay: Int) {
        timers.removeValue(forKey: roomID)?.cancel()
        timerMoments[roomID] = context.presentation().now.addingTimeInterval(Double(max(0, delay)) / 1000)
        // A few milliseconds late rather than early: the clock must have run out when it is read.
        let nanoseconds = UInt64(max(0, delay) + 5) * 1_000_000
        timers[roomID] = Task { [weak self] in
            try? await Task.sleep(nanoseconds: nanoseconds)
            guard !Task.isCancelled, let self else { return }
            await self.timerFired(roomID)
        }
    }

    private func close(_ connection: Connection, in roomID: UUID) {
        detach(connection.id, from: roomID)
        _ = connection.socket.close(code: .normalClosure)
    }

    /// The next moment time alone changes what this room's sockets should see.
    private func schedule(_ roomID: UUID, after frames: RoomFrames) {
        guard rooms[roomID] != nil, frames.version >= timedVersions[roomID] ?? 0 else { return }
        timedVersions[roomID] = frames.version
        let game = frames.game
        let now = context.presentation().now
        var delays: [Int] = []
        if game.phase != .ended {
            delays.append(Int((game.lastActivity.addingTimeInterval(RoomGame.idleLimit).timeIntervalSince(now)) * 1000))
        }
        if let timeUp = game.millisecondsUntilTimeUp(at: now) { delays.append(timeUp) }
        if let step = frames.stage?.nextStepInMs { delays.append(step) }
        if let next = game.millisecondsUntilAutoAdvance(at: now) { delays.append(next) }
        if let countIn = game.countInMilliseconds(at: now) { delays.append(countIn) }
        guard let delay = delays.min() else {
            timers.removeValue(forKey: roomID)?.cancel()
            return
        }
        setTimer(roomID, afterMilliseconds: delay)
    }

    /// The room's timer runs out now, as on a machine slow enough to let real time pass (tests).
    func fireTimer(_ roomID: UUID) async {
        timers.removeValue(forKey: roomID)?.cancel()
        await timerFired(roomID)
    }

    /// A timer sleeps real time while the app's clock may stand still (a test's `ManualClock`):
    /// woken before its moment by that clock, it only sets itself again. Settling and sending then
    /// would change nothing of the game, yet send every screen the room as it stands, folded steps
    /// included (another phone's answer reached a phone that way in the middle of a question,
    /// whenever a test's step took longer than a poster area).
    private func timerFired(_ roomID: UUID) async {
        // This task is done: setting the next timer must not cancel it.
        timers[roomID] = nil
        let now = context.presentation().now
        if let moment = timerMoments[roomID], now < moment {
            setTimer(roomID, afterMilliseconds: Int((moment.timeIntervalSince(now) * 1000).rounded(.up)))
            return
        }
        do {
            try await context.settle(roomID)
        } catch {
            context.logger.warning("Room \(roomID) could not be settled: \(String(reflecting: error))")
        }
        // A new poster area changes nothing stored: this instance's sockets need it anyway.
        await changed(roomID)
    }
}
