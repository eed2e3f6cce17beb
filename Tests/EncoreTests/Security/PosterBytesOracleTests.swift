import Foundation
import Testing
import VaporTesting

@testable import Encore

/// #27.7: sealed addresses differed, but the bytes did not: a pack's blurred cover hashed the same
/// as a candidate pack's cover of the same picture, and a step image matched the same step of a
/// candidate pack's play. Renders of one poster now differ in every scope, and stay the same
/// within one (so caches still work).
@Suite struct PosterBytesOracleTests {
    @Test func twoScopesNeverGiveTheSameBytesForTheSamePoster() async throws {
        try await withEncore { app, browser in
            let attack = try await CandidateAttack.make(app, browser)
            let step = attack.step
            let otherStep = try await attack.candidateStep(browser)
            let covers = attack.covers

            let stepBytes = try await bytes(browser, step)
            let otherStepBytes = try await bytes(browser, otherStep)
            let coverBytes = try await covers.asyncMap { try await bytes(browser, $0) }
            let again = try await bytes(browser, step)

            #expect(covers.count == 2)
            #expect(stepBytes != otherStepBytes, "the same step of two plays")
            #expect(coverBytes[0] != coverBytes[1], "the covers of two packs")
            #expect(try decoded(stepBytes) != decoded(otherStepBytes), "not only the encoding differs")
            #expect(again == stepBytes, "one scope, one render")
        }
    }

    @Test func theGradeIsTooSmallToSeeAndBlackStaysBlack() throws {
        var pixels = TestImages.pixels(width: 60, height: 90)
        for index in 0..<(60 * 3) { pixels[index] = 0 }  // a black top row
        let image = try Vips.fromPixels(pixels, width: 60, height: 90, bands: 3)

        let graded = try ScopeLook(key: "one").graded(image).pixels()
        let again = try ScopeLook(key: "one").graded(image).pixels()
        let other = try ScopeLook(key: "two").graded(image).pixels()

        let differences = zip(pixels, graded).map { abs(Int($0) - Int($1)) }
        #expect(graded != pixels && graded != other)
        #expect(graded == again)
        #expect(differences.reduce(0, +) / differences.count <= 16, "a few per cent, as from one screen to another")
        #expect(graded[0..<(60 * 3)].allSatisfy { Int($0) <= ScopeLook.noiseAmplitude })
    }

    private func bytes(_ browser: TestBrowser, _ url: String) async throws -> Data {
        let response = try await browser.get(url)
        #expect(response.status == .ok)
        return Data(buffer: response.body)
    }

    private func decoded(_ data: Data) throws -> [UInt8] { try Vips.open(data, allFrames: false).srgb8().pixels() }
}

extension Array {
    fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var result: [T] = []
        for element in self { result.append(try await transform(element)) }
        return result
    }
}
