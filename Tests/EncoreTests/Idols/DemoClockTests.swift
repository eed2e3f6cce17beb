import Foundation
import Testing
import VaporTesting

@testable import Encore

/// ENCORE_NOW is documented for demos: a clock in the past used to stop start-up, because the idol
/// data rules refused debuts "in the future" of that clock.
@Suite struct DemoClockTests {
    @Test func aClockInThePastStillStartsAndServesTheTabs() async throws {
        try await withEncore(["ENCORE_NOW": "2023-04-27T03:00:00+09:00"]) { _, browser in
            let idols = try await browser.get("/idols")
            let boxOffice = try await browser.get("/boxoffice")

            #expect(idols.status == .ok)
            #expect(boxOffice.status != .internalServerError)
        }
    }
}
