import Foundation
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
        let start = ContinuousClock.now

        await requests.drained(within: .milliseconds(100))

        // It gave up rather than waiting for a request that never leaves. The bound is loose: on two busy
        // cores (the full suite against PostgreSQL) a 20 ms sleep has been seen to take seconds.
        #expect(requests.current == 1)
        #expect(ContinuousClock.now - start < .seconds(30))
    }
}
