import Foundation
import Testing
import VaporTesting

@testable import Encore

/// `ENCORE_TEST_CLOCK=1` lets the browser tests move the server's clock instead of sleeping.
@Suite struct TestClockTests {
    @Test func theClockMovesForwardByWhatIsAsked() async throws {
        try await withEncore(["ENCORE_TEST_CLOCK": "1"]) { app, browser in
            let before = app.encore.clock.now()

            let moved = try await browser.send(.POST, "/_test/clock?seconds=90", headers: [:], body: nil)

            #expect(moved.status == .ok)
            let after = app.encore.clock.now().timeIntervalSince(before)
            #expect(after >= 90 && after < 90 + 60)
        }
    }

    @Test func theClockNeverGoesBackAndNonsenseIsRefused() async throws {
        try await withEncore(["ENCORE_TEST_CLOCK": "1"]) { app, browser in
            let before = app.encore.clock.now()

            let back = try await browser.send(.POST, "/_test/clock?seconds=-60", headers: [:], body: nil)
            let missing = try await browser.send(.POST, "/_test/clock", headers: [:], body: nil)

            #expect(back.status == .unprocessableEntity)
            #expect(missing.status == .unprocessableEntity)
            #expect(app.encore.clock.now() >= before)
        }
    }

    @Test func withoutTheSettingThereIsNoSuchRoute() async throws {
        try await withEncore { app, browser in
            let moved = try await browser.send(.POST, "/_test/clock?seconds=90", headers: [:], body: nil)

            #expect(moved.status == .notFound)
            #expect(app.encore.clockJumps == nil)
        }
    }
}
