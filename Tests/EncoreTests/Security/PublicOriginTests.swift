import Foundation
import Testing
import VaporTesting

@testable import Encore

/// #52.6: `GET /join/{pin}` with `Host: evil.example` signed an `og:image` whose QR code led to
/// `http://evil.example/join/PIN`. Absolute URLs come from ENCORE_PUBLIC_ORIGIN, which production
/// requires.
@Suite struct PublicOriginTests {
    @Test func aMadeUpHostReachesNoLinkCardOrQRCode() async throws {
        try await withEncore(["ENCORE_PUBLIC_ORIGIN": "https://encore.example"]) { app, browser in
            let room = try await RoomFixture.open(app, browser)

            let join = try await browser.get("/join/\(room.opened.pin)", headers: ["Host": "evil.example"])
            let screen = try await browser.get("/rooms/\(room.opened.id)/host", headers: ["Host": "evil.example"])
            let qr = try await browser.get("/rooms/\(room.opened.id)/qr.svg", headers: ["Host": "evil.example"])
            let card = try #require(DailyPageTests.ogImagePath(join.body.string))
            let cardText = try #require(card.removingPercentEncoding)

            #expect(join.status == .ok && screen.status == .ok)
            #expect(!join.body.string.contains("evil.example") && !screen.body.string.contains("evil.example"))
            #expect(join.body.string.contains(#"content="https://encore.example/og/card.jpg?"#))
            #expect(screen.body.string.contains("https://encore.example/join/\(room.opened.pin)"))
            #expect(!cardText.contains("evil.example"))
            #expect(qr.status == .ok && !qr.body.string.contains("evil.example"))
            #expect(try await browser.get(card).status == .ok)
        }
    }

    @Test func productionRefusesToStartWithoutAPublicOrigin() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("encore-origin-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let settings = try Settings(environment: [
            "ENCORE_SECRET": "test-secret-test-secret-test-secret-0123", "ENCORE_DATA_DIR": directory,
        ])
        let app = try await Application.make(.production)

        let refusal = await #expect(throws: SettingsError.self) { try await configure(app, settings: settings) }

        #expect(refusal?.variable == "ENCORE_PUBLIC_ORIGIN")
        try await app.asyncShutdown()
    }
}
