import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct AvatarTests {
    @Test func monogramEscapesTheNickname() {
        let avatar = MonogramAvatar(id: UUID(), nickname: "<s>\"&")

        #expect(avatar.svg.contains("&lt;s&gt;&quot;&amp;"))
        #expect(!avatar.svg.contains("<s>"))
        #expect(avatar.initial == "<")
    }

    @Test func colourIsStablePerProfile() {
        let id = UUID()

        #expect(MonogramAvatar(id: id, nickname: "a").hue == MonogramAvatar(id: id, nickname: "b").hue)
        #expect((0..<360).contains(MonogramAvatar(id: id, nickname: "a").hue))
    }

    @Test func avatarIsServedAsSVGAndUnknownIdsAre404() async throws {
        try await withEncore { _, browser in
            try await browser.onboard("그림")
            let profile = try await browser.get("/api/v1/profile").content.decode(ProfileDTO.self)

            let avatar = try await browser.get(profile.avatarURL)
            let missing = try await browser.get("/avatars/\(UUID())")
            let malformed = try await browser.get("/avatars/not-a-uuid")

            #expect(avatar.status == .ok)
            #expect(avatar.headers.contentType == .svg)
            #expect(avatar.body.string.contains(">그</text>"))
            #expect(missing.status == .notFound)
            #expect(malformed.status == .notFound)
        }
    }
}
