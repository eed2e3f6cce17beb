import Foundation
import Logging
import NIOConcurrencyHelpers

/// Tells the other instances of room changes and reactions (PostgreSQL's `NOTIFY` on
/// `RoomService.channel`) after they committed, as many as are waiting in one statement.
/// PostgreSQL lets one notifying transaction commit at a time (it holds a lock from before its
/// commit until after it, so its notices queue in commit order). With the notice inside every
/// answer's transaction and a transaction per reaction, every room's commits queued behind each
/// other; on a busy machine one holder that lost its core stalled them all, and a room's row lock
/// with them (commits of 60–80 ms while 20 rooms of 50 played on two instances, #31.4). Now a change
/// commits without that lock, and each instance has at most one notifying statement in flight:
/// what comes meanwhile goes in the next. A change is still heard only once it committed; an
/// instance that dies between its commit and its notice leaves the others to learn of the change
/// with the room's next one (a listener that reconnects reads every room again anyway).
final class RoomNotices: Sendable {
    /// Sends the payloads in one statement (one transaction).
    typealias Send = @Sendable (_ payloads: [String]) async throws -> Void

    private struct Waiting {
        var changes: [String] = []
        /// Reactions by room and emoji, in the order first seen: PostgreSQL delivers equal
        /// payloads of one transaction once, so each goes with its count.
        var reactions: [ReactionKey: Int] = [:]
        var reactionOrder: [ReactionKey] = []
        /// The task sending, while one is: set and cleared under the same lock as the payloads, so
        /// `stop` always finds the one that will send what is waiting.
        var drain: Task<Void, Never>?
        var stopped = false

        var isEmpty: Bool { changes.isEmpty && reactionOrder.isEmpty }

        mutating func take() -> [String] {
            let payloads =
                changes
                + reactionOrder.map {
                    RoomReactions.payload(room: $0.room, emoji: $0.emoji, count: reactions[$0] ?? 1)
                }
            self = Waiting(drain: drain, stopped: stopped)
            return payloads
        }
    }

    private struct ReactionKey: Hashable {
        let room: UUID
        let emoji: String
    }

    /// How often a batch that failed is tried again (a quarter-second apart) before it is dropped.
    static let attempts = 8

    private let send: Send
    private let logger: Logger
    private let waiting = NIOLockedValueBox(Waiting())

    init(logger: Logger, send: @escaping Send) {
        self.send = send
        self.logger = logger
    }

    /// A committed change's payloads (`RoomHub.Change.payloads`).
    func changed(_ payloads: [String]) {
        enqueue { $0.changes += payloads }
    }

    func reacted(_ room: UUID, emoji: String) {
        let key = ReactionKey(room: room, emoji: emoji)
        enqueue { waiting in
            if waiting.reactions[key] == nil { waiting.reactionOrder.append(key) }
            waiting.reactions[key, default: 0] += 1
        }
    }

    /// Sends what is waiting, then nothing more (the application stops; its database goes next).
    func stop() async {
        let running = waiting.withLockedValue { waiting in
            waiting.stopped = true
            return waiting.drain
        }
        await running?.value
    }

    private func enqueue(_ add: (inout Waiting) -> Void) {
        waiting.withLockedValue { waiting in
            guard !waiting.stopped else { return }
            add(&waiting)
            guard waiting.drain == nil else { return }
            waiting.drain = Task { await self.drain() }
        }
    }

    /// Sends batches until nothing waits. A failed batch is tried again alone: what came meanwhile
    /// waits for the next, since PostgreSQL would deliver a reaction's payload once if the same
    /// payload were in both.
    private func drain() async {
        var batch: [String] = []
        var failures = 0
        while true {
            if batch.isEmpty {
                let next = waiting.withLockedValue { waiting -> [String]? in
                    guard !waiting.isEmpty else {
                        waiting.drain = nil
                        return nil
                    }
                    return waiting.take()
                }
                guard let next else { return }
                batch = next
            }
            do {
                try await send(batch)
                batch = []
                failures = 0
            } catch {
                failures += 1
                guard failures < Self.attempts else {
                    logger.warning(
                        "Room notices dropped after \(failures) tries (other instances read those rooms at their next change): \(String(reflecting: error))"
                    )
                    batch = []
                    failures = 0
                    continue
                }
                try? await Task.sleep(nanoseconds: 250_000_000)
            }
        }
    }
}
