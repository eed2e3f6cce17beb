import Foundation

/// Folding (#31.4): with 200 players, every answer sent every socket a whole new state (about 190
/// frames per player per question). A player's own step within a phase now reaches that player's
/// screens at once; the host's screens (big screen, remote) get such steps at most every
/// `foldInterval`, and the other phones only outside a question (during one they show nothing of
/// another player's answer). Anything that changes what the whole room sees (a phase, a question,
/// the host's commands, time running out) still reaches everyone at once.
extension RoomHub {
    /// Who a change concerns.
    enum Change: Sendable, Equatable {
        case everyone
        /// Players' own steps within a phase (answers, hints, joins), applied together.
        case players(Set<UUID>)

        /// How many players one `NOTIFY` names: its payload stays well under PostgreSQL's 8,000 bytes.
        static let playersPerPayload = 150

        /// As `NOTIFY` carries it: the room's id, ` s:<instance>` for the instance that made the
        /// change (its hub was told directly and sent its sockets the change already), then
        /// ` p:<player>,<player>…` for players' steps, in as many payloads as the players need.
        func payloads(room: UUID, sender: UUID) -> [String] {
            let head = UUIDText.format(room) + " s:" + UUIDText.format(sender)
            switch self {
            case .everyone: return [head]
            case .players(let ids):
                let sorted = ids.map(UUIDText.format).sorted()
                return stride(from: 0, to: sorted.count, by: Self.playersPerPayload).map {
                    head + " p:" + sorted[$0..<min($0 + Self.playersPerPayload, sorted.count)].joined(separator: ",")
                }
            }
        }

        /// The room, change and sending instance a payload names; nil for anything else (a
        /// reaction's payload).
        static func read(_ payload: String) -> (room: UUID, change: Change, sender: UUID?)? {
            let parts = payload.split(separator: " ")
            guard let room = parts.first.flatMap({ UUIDText.parse($0) }) else { return nil }
            var change = Change.everyone
            var sender: UUID?
            for part in parts.dropFirst() {
                if part.hasPrefix("s:") {
                    guard let id = UUIDText.parse(part.dropFirst(2)) else { return nil }
                    sender = id
                } else if part.hasPrefix("p:") {
                    let ids = part.dropFirst(2).split(separator: ",").map { UUIDText.parse($0) }
                    guard !ids.isEmpty, !ids.contains(nil) else { return nil }
                    change = .players(Set(ids.compactMap { $0 }))
                } else {
                    return nil
                }
            }
            return (room, change, sender)
        }
    }

    static let foldInterval: Duration = .milliseconds(250)

    /// What a socket was sent last, so nothing goes to it twice: the room's version, and what time
    /// alone changes on screen without a new version (the poster areas showing, the 3-2-1). On
    /// PostgreSQL an instance hears its own `NOTIFY` after it has sent the change already.
    struct SentKey: Equatable, Sendable {
        let version: Int
        let steps: Int?
        let countingIn: Bool

        init(_ frames: RoomFrames, at now: Date) {
            version = frames.version
            steps = frames.stage?.steps
            countingIn = frames.game.countInMilliseconds(at: now) != nil
        }
    }

    /// What is waiting to be sent for one room.
    struct PendingChange: Sendable {
        var everyone = false
        /// A fold came due: the screens get what was held back.
        var fold = false
        var players: Set<UUID> = []
        /// The newest room this process's own changes committed.
        var committed: RoomSnapshot?
        /// Some change came without the room (another instance's, time running out): read the row.
        var mustRead = false

        /// Everyone, from the row as it stands.
        static let reading = PendingChange(everyone: true, mustRead: true)

        mutating func add(_ change: Change, committed room: RoomSnapshot?) {
            switch change {
            case .everyone: everyone = true
            case .players(let ids): players.formUnion(ids)
            }
            guard let room else {
                mustRead = true
                return
            }
            if room.version > committed?.version ?? -1 { committed = room }
        }

        /// Whether a socket of `audience` gets this send.
        func reaches(_ audience: Audience, screensDue: Bool, phase: RoomGame.Phase) -> Bool {
            switch audience {
            case .host: screensDue
            case .player(let id): everyone || players.contains(id) || (screensDue && phase != .asking)
            }
        }
    }

    /// Whether this send goes to every screen, and if not, that one will within `foldInterval`.
    func foldDue(_ roomID: UUID, _ work: PendingChange) -> Bool {
        let now = ContinuousClock.now
        if work.everyone || work.fold || foldedAt[roomID].map({ now - $0 >= Self.foldInterval }) ?? true {
            foldedAt[roomID] = now
            foldTimers.removeValue(forKey: roomID)?.cancel()
            return true
        }
        scheduleFold(roomID)
        return false
    }

    /// Makes sure a fold comes within `foldInterval` of the last one (or of now, before the first).
    func scheduleFold(_ roomID: UUID) {
        guard foldTimers[roomID] == nil else { return }
        let wait = (foldedAt[roomID] ?? ContinuousClock.now) + Self.foldInterval - ContinuousClock.now
        foldTimers[roomID] = Task { [weak self] in
            try? await Task.sleep(for: wait)
            guard !Task.isCancelled, let self else { return }
            await self.foldCameDue(roomID)
        }
    }
}
