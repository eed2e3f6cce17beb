import Foundation
import Synchronization
import Testing

@testable import Encore

@Suite struct InFlightRequestsTests {
    @Test func drainingWaitsForTheLastRequestToLeave() async {
        let requests = InFlightRequests()
        requests.enter()
        requests.enter()
        Task {
            try? await Task.sleep(for: .milliseconds(50))
            requests.leave()
            requests.leave()
        }

        // Returns as soon as both have left; the generous limit only matters on a machine too busy
        // to run the leaving task for a while (the full suite on two cores).
        await requests.drained(within: .seconds(60))

        #expect(requests.current == 0)
    }

    @Test func drainingGivesUpAfterTheLimit() async {
        let requests = InFlightRequests()
        requests.enter()
        let clock = SteppingClock()

        await requests.drained(within: .seconds(10), on: clock)

        // It gave up on a request that never leaves, at the limit and not before, without any real
        // waiting: the clock only moves when the drain sleeps on it.
        #expect(requests.current == 1)
        #expect(clock.now.offset >= .seconds(10) && clock.now.offset < .seconds(11))
    }
}

/// A clock whose time moves only when someone sleeps on it, at once to the end of the sleep.
final class SteppingClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        let offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let current = Mutex(Instant(offset: .zero))
    var now: Instant { current.withLock { $0 } }
    var minimumResolution: Duration { .nanoseconds(1) }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        current.withLock { $0 = max($0, deadline) }
    }
}
