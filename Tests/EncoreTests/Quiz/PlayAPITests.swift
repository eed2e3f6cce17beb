import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// Playing a two-question expert pack (3 areas, 3 s each) with a clock moved by hand.
@Suite struct PlayAPITests {
    @Test func areasAppearOnTheServersClockAsMaskedImages() async throws {
        try await withEncore { app, browser in
            let setup = try await QuizFixtures.startPlay(app, browser)

            let black = try await QuizFixtures.state(browser, setup.playPath)
            setup.clock.advance(3.5)
            let one = try await QuizFixtures.state(browser, setup.playPath)

            #expect(
                black.status == .asking && black.steps == 0 && black.stepImageURL == nil && black.nextStepInMs == 3_000)
            #expect(one.steps == 1 && one.remainingMs == 16_500 && one.nextStepInMs == 2_500)
            let url = try #require(one.stepImageURL)
            let image = try ImageEndpointTests.decoded(
                try await browser.get(url, headers: ["Accept": "image/webp"]).body
            ).srgb8()
            let pixels = try image.pixels()
            func brightness(_ index: Int) -> Int { (0..<3).map { Int(pixels[index * 3 + $0]) }.reduce(0, +) }
            let lit = (0..<(400 * 600)).filter { brightness($0) > 150 }
            let (columns, rows) = (lit.map { $0 % 400 }, lit.map { $0 / 400 })
            #expect(image.width == 400 && image.height == 600)
            // The first area only (5 × 5 cells of 8 px), whole, though the play's look
            // (`ScopeLook`) may show it a little smaller and elsewhere; the second is not due yet.
            let side = Int(40 * ScopeLook.smallestStep) - 2
            #expect(lit.count >= side * side && lit.count <= 40 * 40)
            #expect(columns.max()! - columns.min()! < 41 && rows.max()! - rows.min()! < 41)
        }
    }

    @Test func wrongThenRightThenTimeOutThenTheResult() async throws {
        try await withEncore { app, browser in
            let setup = try await QuizFixtures.startPlay(app, browser)
            setup.clock.advance(4)

            let wrong = try await QuizFixtures.answer(browser, setup.playPath, "살인의 추억").content.decode(
                PlayAPIController.AnswerResult.self)
            let empty = try await QuizFixtures.answer(browser, setup.playPath, "!!! ").content.decode(
                PlayAPIController.AnswerResult.self)
            let right = try await QuizFixtures.answer(browser, setup.playPath, "  the HOST ").content.decode(
                PlayAPIController.AnswerResult.self)
            let again = try await QuizFixtures.answer(browser, setup.playPath, "괴물")
            let second = try await browser.sendJSON(.POST, setup.playPath + "/next", "{}").content.decode(
                PlayState.self)
            let early = try await browser.sendJSON(.POST, setup.playPath + "/next", "{}")
            setup.clock.advance(21)
            let timedOut = try await QuizFixtures.state(browser, setup.playPath)
            let late = try await QuizFixtures.answer(browser, setup.playPath, "기생충")
            let finished = try await browser.sendJSON(.POST, setup.playPath + "/next", "{}").content.decode(
                PlayState.self)
            let result = try await browser.get(setup.playPath + "/result").content.decode(PlayAPIController.Result.self)
            let afterEnd = try await QuizFixtures.answer(browser, setup.playPath, "기생충")

            #expect(!wrong.correct && wrong.state.status == .asking && wrong.state.reveal == nil)
            #expect(!empty.correct)
            #expect(right.correct && right.state.status == .revealed && right.state.outcome == .correct)
            #expect(
                right.state.reveal?.title == "괴물" && right.state.reveal?.posterURL?.contains("/cover400/s-") == true)
            #expect(again.status == .conflict)
            #expect(
                second.status == .asking && second.questionNumber == 2 && second.steps == 0
                    && second.remainingMs == 20_000)
            #expect(early.status == .conflict)
            #expect(timedOut.status == .revealed && timedOut.outcome == .timeout && timedOut.reveal?.title == "기생충")
            #expect(late.status == .conflict)
            #expect(finished.status == .finished && finished.resultURL != nil)
            #expect(result.correctCount == 1 && result.questionCount == 2)
            #expect(result.questions.map(\.outcome) == [.correct, .timeout])
            #expect(afterEnd.status == .conflict)
            let play = try #require(try await QuizPlay.query(on: app.db).first())
            #expect(play.outcomes.map(\.wrongAttempts) == [2, 0])
            #expect(play.outcomes.first?.steps == 1 && play.outcomes.first?.elapsedMilliseconds == 4_000)
        }
    }

    /// Polls that all find the clock run out queue for the play's lock; the first records the
    /// time-out, the rest find it recorded (`PlayService.current`).
    @Test func pollsAtOnceAfterTheClockRanOutRecordOneTimeOut() async throws {
        try await withEncore { app, browser in
            let setup = try await QuizFixtures.startPlay(app, browser)
            setup.clock.advance(25)
            let headers = HTTPHeaders([
                ("Cookie", browser.cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; "))
            ])

            let states = try await withThrowingTaskGroup(of: PlayState.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        try await app.testing().sendRequest(.GET, setup.playPath, headers: headers).content.decode(
                            PlayState.self)
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            #expect(states.count == 8 && states.allSatisfy { $0.status == .revealed && $0.outcome == .timeout })
            let play = try #require(try await QuizPlay.query(on: app.db).first())
            #expect(play.outcomes.map(\.result) == [.timeout])
        }
    }

    @Test func pausingStopsTheServersClockAndRefusesAnswers() async throws {
        try await withEncore { app, browser in
            let setup = try await QuizFixtures.startPlay(app, browser)
            setup.clock.advance(2.5)

            let paused = try await browser.sendJSON(.POST, setup.playPath + "/pause", "{}").content.decode(
                PlayState.self)
            setup.clock.advance(20)
            let later = try await QuizFixtures.state(browser, setup.playPath)
            let refused = try await QuizFixtures.answer(browser, setup.playPath, "괴물")
            let resumed = try await browser.sendJSON(.POST, setup.playPath + "/resume", "{}").content.decode(
                PlayState.self)
            setup.clock.advance(0.5)
            let afterResume = try await QuizFixtures.state(browser, setup.playPath)

            #expect(paused.status == .paused && paused.remainingMs == 17_500 && paused.nextStepInMs == nil)
            #expect(later.status == .paused && later.remainingMs == 17_500 && later.steps == 0)
            #expect(refused.status == .conflict)
            #expect(resumed.status == .asking && resumed.remainingMs == 17_500 && resumed.nextStepInMs == 500)
            #expect(afterResume.steps == 1 && afterResume.remainingMs == 17_000)
        }
    }

    @Test func answersAreRateLimitedPerPlay() async throws {
        try await withEncore { app, browser in
            let setup = try await QuizFixtures.startPlay(app, browser)
            for _ in 0..<PlayService.attemptsPerWindow {
                #expect(try await QuizFixtures.answer(browser, setup.playPath, "아니야").status == .ok)
            }

            let limited = try await QuizFixtures.answer(browser, setup.playPath, "괴물")
            setup.clock.advance(10)
            let allowed = try await QuizFixtures.answer(browser, setup.playPath, "괴물")

            #expect(limited.status == .tooManyRequests && limited.headers.first(name: "Retry-After") != nil)
            #expect(try allowed.content.decode(PlayAPIController.AnswerResult.self).correct)
        }
    }

    @Test func someoneElsesPlayIsNotFoundAndTheResultWaitsForTheEnd() async throws {
        try await withEncore { app, browser in
            let setup = try await QuizFixtures.startPlay(app, browser)
            let stranger = TestBrowser(app)
            try await stranger.onboard("엿보는이")

            let peek = try await stranger.get(setup.playPath)
            let steal = try await QuizFixtures.answer(stranger, setup.playPath, "괴물")
            let early = try await browser.get(setup.playPath + "/result")

            #expect(peek.status == .notFound && steal.status == .notFound)
            #expect(early.status == .conflict)
        }
    }

    @Test func nothingSentBeforeTheEndGivesAwayTheAnswerOrThePoster() async throws {
        try await withEncore { app, browser in
            let setup = try await QuizFixtures.startPlay(app, browser)
            var bodies: [String] = []
            for _ in 0..<8 {
                setup.clock.advance(2)
                bodies.append(try await browser.get(setup.playPath).body.string)
            }
            bodies.append(try await QuizFixtures.answer(browser, setup.playPath, "틀린답").body.string)

            // An upload's source token is "u-<hash>"; it is looked for after "/" or a quote only, because the
            // base64url signature of a reveal URL may hold "u-" by chance.
            for body in bodies {
                for secret in ["괴물", "The Host", "기생충", "Parasite", "패러사이트", setup.hash, "/u-", "\"u-", "cover"] {
                    #expect(!body.contains(secret), "a play response leaks \(secret)")
                }
            }
        }
    }
}
