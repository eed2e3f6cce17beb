import Foundation
import Testing
import VaporTesting

@testable import Encore

/// `ENCORE_TEST_CLOCK=1` lets the browser tests move the server's clock instead of sleeping.
@Suite struct TestClockTests {
    static let header: HTTPHeaders = ["X-Encore-Test-Clock": "1"]

    @Test func theClockMovesForwardByWhatIsAsked() async throws {
        try await withEncore(["ENCORE_TEST_CLOCK": "1"]) { app, browser in
            let before = app.encore.clock.now()

            let moved = try await browser.send(.POST, "/_test/clock?seconds=90", headers: Self.header, body: nil)

            #expect(moved.status == .ok)
            let after = app.encore.clock.now().timeIntervalSince(before)
            #expect(after >= 90 && after < 90 + 60)
        }
    }

    @Test func theClockNeverGoesBackAndNonsenseIsRefused() async throws {
        try await withEncore(["ENCORE_TEST_CLOCK": "1"]) { app, browser in
            let before = app.encore.clock.now()

            let back = try await browser.send(.POST, "/_test/clock?seconds=-60", headers: Self.header, body: nil)
            let missing = try await browser.send(.POST, "/_test/clock", headers: Self.header, body: nil)

            #expect(back.status == .unprocessableEntity)
            #expect(missing.status == .unprocessableEntity)
            #expect(app.encore.clock.now() >= before)
        }
    }

    /// A page of another site can post a simple form to this machine, but not with this header.
    @Test func withoutTheHeaderTheClockStays() async throws {
        try await withEncore(["ENCORE_TEST_CLOCK": "1"]) { app, browser in
            let before = app.encore.clock.now()

            let moved = try await browser.send(.POST, "/_test/clock?seconds=3600", headers: [:], body: nil)

            #expect(moved.status == .forbidden)
            #expect(app.encore.clock.now().timeIntervalSince(before) < 600)
        }
    }

    @Test func theProductionEnvironmentRefusesTheSetting() async throws {
        let app = try await Application.make(.production)
        var settings = try TestSettings.make(["ENCORE_TEST_CLOCK": "1"])
        settings.database = .sqliteMemory

        await #expect(throws: SettingsError.self) { try await configure(app, settings: settings) }
        try await app.asyncShutdown()
    }

    @Test func withoutTheSettingThereIsNoSuchRoute() async throws {
        try await withEncore { app, browser in
            let moved = try await browser.send(.POST, "/_test/clock?seconds=90", headers: Self.header, body: nil)

            #expect(moved.status == .notFound)
            #expect(app.encore.clockJumps == nil)
        }
    }
}
