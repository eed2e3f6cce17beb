import Foundation
import NIOConcurrencyHelpers
import Testing

@testable import Encore

/// `RoomNotices`: one notifying statement in flight per instance, what came meanwhile sent in the
/// next, reactions counted (PostgreSQL delivers equal payloads of one transaction once), and a
/// failed statement tried again, alone, rather than lost.
@Suite struct RoomNoticesTests {
    let room = UUID()

    /// A send that records each batch and holds the first attempt (sent or failed) until the test
    /// lets it go.
    final class Recorder: Sendable {
        let batches = NIOLockedValueBox<[[String]]>([])
        let attempts = NIOLockedValueBox(0)
        let failuresLeft: NIOLockedValueBox<Int>
        let gate = AsyncStream<Void>.makeStream()
        let holdsFirst: Bool

        init(holdsFirst: Bool = false, failures: Int = 0) {
            self.holdsFirst = holdsFirst
            failuresLeft = NIOLockedValueBox(failures)
        }

        func send(_ payloads: [String]) async throws {
            let isFirst = attempts.withLockedValue { attempts in
                attempts += 1
                return attempts == 1
            }
            let fails = failuresLeft.withLockedValue { left -> Bool in
                defer { left = max(0, left - 1) }
                return left > 0
            }
            if fails {
                if isFirst && holdsFirst { await passGate() }
                throw Failure()
            }
            batches.withLockedValue { $0.append(payloads) }
            if isFirst && holdsFirst { await passGate() }
        }

        private func passGate() async {
            var gate = self.gate.stream.makeAsyncIterator()
            _ = await gate.next()
        }

        struct Failure: Error {}
    }

    @Test func whatComesWhileASendIsInFlightGoesInTheNextWithReactionsCounted() async throws {
        let recorder = Recorder(holdsFirst: true)
        let notices = RoomNotices(logger: .init(label: "test")) { try await recorder.send($0) }
        let sender = UUID()

        notices.changed(RoomHub.Change.everyone.payloads(room: room, sender: sender))
        while recorder.batches.withLockedValue({ $0.isEmpty }) { await Task.yield() }
        notices.reacted(room, emoji: "👏")
        notices.changed(RoomHub.Change.players([sender]).payloads(room: room, sender: sender))
        notices.reacted(room, emoji: "🔥")
        notices.reacted(room, emoji: "👏")
        recorder.gate.continuation.yield()
        await notices.stop()

        let batches = recorder.batches.withLockedValue { $0 }
        #expect(batches.count == 2)
        #expect(batches.first?.count == 1)
        let second = batches.dropFirst().first ?? []
        #expect(second.count == 3)
        #expect(RoomHub.Change.read(second[0])?.change == .players([sender]))
        #expect(RoomReactions.read(second[1])?.emoji == "👏")
        #expect(RoomReactions.read(second[1])?.count == 2)
        #expect(RoomReactions.read(second[2])?.emoji == "🔥")
        #expect(RoomReactions.read(second[2])?.count == 1)
    }

    @Test func aFailedSendIsTriedAgainAloneSoAnEqualReactionMeanwhileIsNotLost() async throws {
        let recorder = Recorder(holdsFirst: true, failures: 1)
        let notices = RoomNotices(logger: .init(label: "test")) { try await recorder.send($0) }

        notices.reacted(room, emoji: "👏")
        while recorder.attempts.withLockedValue({ $0 == 0 }) { await Task.yield() }
        notices.reacted(room, emoji: "👏")
        recorder.gate.continuation.yield()
        await notices.stop()

        // In one batch the two equal payloads would reach the other instances as one.
        let batches = recorder.batches.withLockedValue { $0 }
        #expect(batches.count == 2)
        #expect(batches.map { $0.compactMap { RoomReactions.read($0)?.count } } == [[1], [1]])
    }

    @Test func aFailedSendIsTriedAgain() async throws {
        let recorder = Recorder(failures: 2)
        let notices = RoomNotices(logger: .init(label: "test")) { try await recorder.send($0) }

        notices.changed(RoomHub.Change.everyone.payloads(room: room, sender: UUID()))
        await notices.stop()

        let batches = recorder.batches.withLockedValue { $0 }
        #expect(batches.count == 1)
        #expect(batches.first.map { RoomHub.Change.read($0[0])?.room } == room)
    }

    @Test func afterStopNothingIsSent() async throws {
        let recorder = Recorder()
        let notices = RoomNotices(logger: .init(label: "test")) { try await recorder.send($0) }

        await notices.stop()
        notices.reacted(room, emoji: "👏")
        await notices.stop()

        #expect(recorder.batches.withLockedValue { $0 }.isEmpty)
    }

    @Test func aReactionsPayloadCarriesItsCountWithinBounds() {
        let many = RoomReactions.payload(room: room, emoji: "😂", count: 3)

        #expect(RoomReactions.read(many)?.count == 3)
        #expect(RoomReactions.read(RoomReactions.payload(room: room, emoji: "😂"))?.count == 1)
        #expect(RoomReactions.read("\(room.uuidString) 😂 0") == nil)
        #expect(RoomReactions.read("\(room.uuidString) 😂 x") == nil)
        #expect(RoomReactions.read("\(room.uuidString) 😂 99999")?.count == RoomReactions.mostPerPayload)
        #expect(RoomHub.Change.read(many) == nil)
    }
}
