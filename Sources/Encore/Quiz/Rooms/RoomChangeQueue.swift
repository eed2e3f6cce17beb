import Foundation
import NIOConcurrencyHelpers

/// One party room's changes at a time in this process, applied in batches (group commit). Each
/// change used to write the whole game (every player's record) under the room's row lock, so a
/// room of 1,000 players answering within seconds queued 1,000 writes of a game that grows with
/// the room (#31.4). Now a change that arrives while its room is busy waits, and whichever gets
/// the room next applies every change waiting, in arrival order and at one time, and saves once.
/// The row lock still holds across instances: each instance batches only what reached it. Its locks
/// are NIO's lock boxes, not `Mutex`: the thread sanitizer does not see a contended `Mutex`'s
/// ordering and reports its `withLock`s as races (as `IdolCatalog` found).
final class RoomChangeQueue: Sendable {
    /// One change to a room's game, and, once applied, what came of it.
    final class Step: Sendable {
        /// Whose own step this is (an answer, a hint, a join); nil for the host's commands and time.
        let player: UUID?
        let work: @Sendable (inout RoomGame, QuizRoom, Date) throws -> Void
        private let outcome = NIOLockedValueBox<Result<QuizRoom, any Error>?>(nil)

        init(player: UUID?, work: @escaping @Sendable (inout RoomGame, QuizRoom, Date) throws -> Void) {
            self.player = player
            self.work = work
        }

        func finish(_ result: Result<QuizRoom, any Error>) { outcome.withLockedValue { $0 = $0 ?? result } }

        var result: Result<QuizRoom, any Error>? { outcome.withLockedValue { $0 } }
    }

    private let serializer = KeyedSerializer<UUID>()
    private let waiting = NIOLockedValueBox<[UUID: [Step]]>([:])

    /// Applies `step` to `room` with every step waiting for it when this process's turn comes.
    /// `apply` gets the batch in arrival order and finishes each step; what it returns is done
    /// after the room is free again (sending the new state must not hold up the next batch).
    func run(
        _ step: Step, room: UUID,
        apply: @escaping @Sendable ([Step]) async -> (@Sendable () async -> Void)?
    ) async throws -> QuizRoom {
        waiting.withLockedValue { $0[room, default: []].append(step) }
        let afterwards = try await serializer.run(room) { () -> (@Sendable () async -> Void)? in
            // An earlier turn may have applied this step already, with the others waiting then.
            let batch = self.waiting.withLockedValue { $0.removeValue(forKey: room) ?? [] }
            return batch.isEmpty ? nil : await apply(batch)
        }
        await afterwards?()
        guard let result = step.result else { throw RoomError.notFound }  // `apply` finishes every step
        return try result.get()
    }

    /// Steps waiting for `room` now (what a test waits for before it lets the room go).
    func waitingSteps(in room: UUID) -> Int { waiting.withLockedValue { $0[room]?.count ?? 0 } }
}
