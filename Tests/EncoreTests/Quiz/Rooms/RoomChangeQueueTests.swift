import Foundation
import Synchronization
import Testing
import VaporTesting

@testable import Encore

/// Group commit (#31.4): a room's changes that wait for it together are applied together, each
/// judged and answered as if alone.
@Suite struct RoomChangeQueueTests {
    @Test func stepsThatWaitWhileTheRoomIsBusyAreAppliedAsOneBatch() async throws {
        let queue = RoomChangeQueue()
        let room = UUID()
        let (gate, release) = AsyncStream<Void>.makeStream()
        let batches = Mutex<[Int]>([])
        let apply: @Sendable ([RoomChangeQueue.Step]) async -> (@Sendable () async -> Void)? = { batch in
            let isFirst = batches.withLock {
                $0.append(batch.count)
                return $0.count == 1
            }
            if isFirst { for await _ in gate { break } }  // the room stays busy until released
            for step in batch { step.finish(.success(QuizRoom())) }
            return nil
        }
        let step: @Sendable () -> RoomChangeQueue.Step = { RoomChangeQueue.Step(player: UUID()) { _, _, _ in } }

        let first = Task { try await queue.run(step(), room: room, apply: apply) }
        while batches.withLock({ $0.count }) < 1 { await Task.yield() }
        let waiting = (0..<5).map { _ in Task { try await queue.run(step(), room: room, apply: apply) } }
        while queue.waitingSteps(in: room) < 5 { await Task.yield() }
        release.yield()
        _ = try await first.value
        for task in waiting { _ = try await task.value }

        #expect(batches.withLock { $0 } == [1, 5])
        #expect(queue.waitingSteps(in: room) == 0)
    }

    @Test func manyAnswersAtOnceAreEachJudgedAndOneRefusalSpoilsNoOther() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let rooms = try room.rooms
            var players: [UUID] = []
            for number in 0..<40 {
                players.append(try await rooms.join(pin: room.opened.pin, nickname: "팬\(number)", profile: nil).player)
            }
            try await rooms.command(.start, room: room.opened.id, by: room.hostID)
            room.clock.advance(2)

            // Every player at once (half right), and one who is not in the room among them.
            let outcomes = await withTaskGroup(of: (UUID, String?).self) { group in
                for (index, player) in (players + [UUID()]).enumerated() {
                    group.addTask {
                        do {
                            try await rooms.answer(
                                index.isMultiple(of: 2) ? "괴물" : "아니", room: room.opened.id, player: player)
                            return (player, nil)
                        } catch let error as RoomError {
                            return (player, error.answer.code)
                        } catch {
                            return (player, "\(error)")
                        }
                    }
                }
                return await group.reduce(into: [UUID: String?]()) { $0[$1.0] = $1.1 }
            }
            let game = try await room.game()

            #expect(players.allSatisfy { outcomes[$0] == .some(nil) })
            #expect(outcomes.values.filter { $0 == "notAPlayer" }.count == 1)
            #expect(game.phase == .revealed)
            for (index, player) in players.enumerated() {
                #expect(game.player(player)?.score == (index.isMultiple(of: 2) ? 950 : 0))
            }
        }
    }
}
