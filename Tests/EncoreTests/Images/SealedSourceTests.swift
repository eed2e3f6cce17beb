import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct SealedSourceTests {
    let sealer = ImageSourceSealer(secret: AppSecret(String(repeating: "s", count: 40)))
    let poster = ImageSource.remote(URL(string: "https://image.tmdb.org/t/p/original/parasite.jpg")!)
    static let scope = SealScope.play(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)

    @Test func sealedSourcesRoundTripAndAreStable() {
        let sealed = sealer.seal(poster, scope: Self.scope)

        #expect(sealed.hasPrefix("s-"))
        #expect(sealer.unseal(sealed) == poster)
        #expect(sealer.seal(poster, scope: Self.scope) == sealed)
        #expect(sealer.seal(.upload(hash: String(repeating: "a", count: 64)), scope: Self.scope) != sealed)
    }

    @Test func sealedSourcesRevealNothingOfTheAddress() throws {
        let sealed = sealer.seal(poster, scope: Self.scope)
        let decoded = Base64URL.decode(String(sealed.dropFirst(2))) ?? []

        #expect(!String(decoding: decoded, as: UTF8.self).contains("parasite"))
        #expect(!sealed.contains(poster.pathComponent.dropFirst(2).prefix(12)))
    }

    @Test func tamperedOrForeignSealsAreRefused() {
        var sealed = Array(sealer.seal(poster, scope: Self.scope))
        sealed[10] = sealed[10] == "A" ? "B" : "A"
        let otherServer = ImageSourceSealer(secret: AppSecret(String(repeating: "t", count: 40)))

        #expect(sealer.unseal(String(sealed)) == nil)
        #expect(otherServer.unseal(sealer.seal(poster, scope: Self.scope)) == nil)
        #expect(sealer.unseal("s-") == nil)
        #expect(sealer.unseal("s-!!!") == nil)
    }

    @Test func sealedURLsServeTheSamePictureToTheEye() async throws {
        try await withEncore { app, browser in
            let source = try await ImageEndpointTests.uploaded(try TestImages.jpeg(width: 600, height: 900), browser)
            let plain = app.encore.images.urls.path(.cover(width: 300), source)
            let sealed = app.encore.images.urls.path(.cover(width: 300), source, sealedIn: .play(UUID()))

            let plainBody = try await browser.get(plain).body
            let sealedResponse = try await browser.get(sealed)

            #expect(!sealed.contains(source.pathComponent))
            #expect(sealedResponse.status == .ok)
            // The same picture to the eye, a few per cent off in colour; its bytes are the scope's own.
            let plainPixels = try Vips.open(Data(buffer: plainBody), allFrames: false).srgb8()
            let sealedPixels = try Vips.open(Data(buffer: sealedResponse.body), allFrames: false).srgb8()
            #expect(plainPixels.width == sealedPixels.width && plainPixels.height == sealedPixels.height)
            let differences = zip(try plainPixels.pixels(), try sealedPixels.pixels()).map { abs(Int($0) - Int($1)) }
            #expect(differences.reduce(0, +) / max(1, differences.count) <= 16)
            #expect(sealedResponse.body != plainBody)
        }
    }

    @Test func everyOperationInOneScopeSharesALookAndNoOtherScopeHasIt() throws {
        let other = SealScope.pack(UUID(uuidString: "00000000-0000-0000-0000-000000000002")!)

        let step = sealer.open(sealer.seal(poster, scope: Self.scope, operation: "reveal300-AQ"))
        let cover = sealer.open(sealer.seal(poster, scope: Self.scope, operation: "cover300"))
        let elsewhere = sealer.open(sealer.seal(poster, scope: other, operation: "cover300"))

        #expect(step?.source == poster && cover?.source == poster)
        #expect(step?.look == cover?.look)
        #expect(elsewhere?.look != cover?.look)
    }
}
