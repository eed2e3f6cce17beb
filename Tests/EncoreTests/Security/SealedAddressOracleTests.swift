import Foundation
import Testing
import VaporTesting

@testable import Encore

/// The attack: make packs of candidate posters, then compare their cover addresses with a live
/// question's step image. A sealed address must mean nothing outside its play or pack.
@Suite struct SealedAddressOracleTests {
    static func sealedPart(_ url: String) -> String? {
        url.split(separator: "/").last.map(String.init).flatMap { $0.hasPrefix("s-") ? $0 : nil }
    }

    @Test func coversStepsAndRevealsOfOnePosterNeverShareAnAddress() async throws {
        try await withEncore { app, browser in
            let attack = try await CandidateAttack.make(app, browser)
            let otherStep = try await attack.candidateStep(browser)
            _ = try await QuizFixtures.answer(browser, attack.setup.playPath, "괴물")
            let reveal = try #require(try await QuizFixtures.state(browser, attack.setup.playPath).reveal?.posterURL)

            #expect(attack.covers.count == 2)
            let parts = ([attack.step, reveal, otherStep] + attack.covers).compactMap(Self.sealedPart)
            #expect(parts.count == 5)
            #expect(Set(parts).count == parts.count, "one poster, five scopes, five addresses")
            let stepStatus = try await browser.get(attack.step).status
            let coverStatus = try await browser.get(attack.covers[0]).status
            #expect(stepStatus == .ok && coverStatus == .ok)
        }
    }

    @Test func withinOneScopeTheAddressIsStableSoCachesWork() {
        let sealer = ImageSourceSealer(secret: AppSecret(String(repeating: "s", count: 40)))
        let poster = ImageSource.upload(hash: String(repeating: "b", count: 64))
        let play = UUID(), pack = UUID()

        #expect(sealer.seal(poster, scope: .play(play)) == sealer.seal(poster, scope: .play(play)))
        #expect(sealer.seal(poster, scope: .play(play)) != sealer.seal(poster, scope: .pack(play)))
        #expect(sealer.seal(poster, scope: .pack(pack)) != sealer.seal(poster, scope: .pack(UUID())))
        #expect(sealer.unseal(sealer.seal(poster, scope: .pack(pack))) == poster)
    }
}

/// The attack's set-up: a play of the fixture pack at its second area, and a candidate pack made
/// from the same poster, both by the same player.
struct CandidateAttack {
    let setup: QuizFixtures.Play
    /// The play's current step image.
    let step: String
    let candidate: PackSummary
    /// Both packs' covers.
    let covers: [String]

    static func make(_ app: Application, _ browser: TestBrowser) async throws -> CandidateAttack {
        let setup = try await QuizFixtures.startPlay(app, browser)
        _ = try await browser.sendJSON(
            .POST, "/api/v1/quiz/packs", QuizFixtures.draftJSON(upload: setup.hash, title: "후보"))
        setup.clock.advance(3.5)
        let step = try #require(try await QuizFixtures.state(browser, setup.playPath).stepImageURL)
        let packs = try await browser.get("/api/v1/quiz/packs").content.decode([PackSummary].self)
            .filter { $0.origin == .user }
        return CandidateAttack(
            setup: setup, step: step, candidate: try #require(packs.first { $0.title == "후보" }),
            covers: packs.compactMap(\.coverURL))
    }

    /// The same step of a play of the candidate.
    func candidateStep(_ browser: TestBrowser) async throws -> String {
        let play = try await browser.sendJSON(.POST, "/api/v1/quiz/packs/\(candidate.id)/plays", "{}")
            .content.decode(PlayState.self)
        setup.clock.advance(3.5)
        return try #require(try await QuizFixtures.state(browser, "/api/v1/quiz/plays/\(play.id)").stepImageURL)
    }
}
