import Foundation
import Testing
import VaporTesting

@testable import Encore

/// A pause froze the clock for ever with the step image still on offer: unlimited thinking time
/// at full speed points.
@Suite struct PauseAbuseTests {
    @Test func pausedQuestionsShowNoImageAndPausesRunOut() async throws {
        try await withEncore { app, browser in
            let setup = try await QuizFixtures.startPlay(app, browser)
            setup.clock.advance(3.5)
            let pause = setup.playPath + "/pause"

            let asking = try await QuizFixtures.state(browser, setup.playPath)
            let paused = try await browser.sendJSON(.POST, pause, "{}").content.decode(PlayState.self)
            setup.clock.advance(600)
            let afterLongPause = try await QuizFixtures.state(browser, setup.playPath)

            #expect(asking.stepImageURL != nil)
            #expect(paused.status == .paused && paused.stepImageURL == nil)
            #expect(afterLongPause.status == .revealed && afterLongPause.outcome == .timeout)
        }
    }

    @Test func aFourthPauseOnOneQuestionIsRefused() async throws {
        try await withEncore { app, browser in
            let setup = try await QuizFixtures.startPlay(app, browser)
            var statuses: [HTTPStatus] = []

            for _ in 0..<4 {
                statuses.append(try await browser.sendJSON(.POST, setup.playPath + "/pause", "{}").status)
                setup.clock.advance(1)
                _ = try await browser.sendJSON(.POST, setup.playPath + "/resume", "{}")
            }

            #expect(statuses == [.ok, .ok, .ok, .conflict])
        }
    }
}
