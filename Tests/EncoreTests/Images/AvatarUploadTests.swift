import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct AvatarUploadTests {
    @Test func uploadingAnAvatarShowsItThroughThePipeline() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("사진왕")
            let png = TestImages.png(width: 300, height: 200)

            let response = try await browser.upload(
                png, filename: "me.png", field: "avatar", path: "/settings/avatar", csrfInQuery: true)

            #expect(response.status == .seeOther)
            let profile = try #require(try await Profile.query(on: app.db).first())
            #expect(profile.avatarUpload == UploadHash.of(png))
            let page = try await browser.get("/settings?saved=avatar").body.string
            #expect(page.contains("아바타를 바꿨어요."))
            let avatarPath = app.encore.images.urls.path(.avatar(size: 128), .upload(hash: UploadHash.of(png)))
            #expect(page.contains("src=\"\(avatarPath)\""))
            let image = try await browser.get(avatarPath)
            #expect(image.status == .ok)
            let decoded = try Vips.open(Data(buffer: image.body), allFrames: false)
            #expect(decoded.width == 128 && decoded.height == 128)
        }
    }

    @Test func removingTheAvatarBringsBackTheMonogram() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("사진왕")
            try await browser.upload(
                TestImages.png(width: 64, height: 64), field: "avatar", path: "/settings/avatar", csrfInQuery: true)

            try await browser.postForm("/settings/avatar/remove", [:])

            let profile = try #require(try await Profile.query(on: app.db).first())
            #expect(profile.avatarUpload == nil)
            #expect(
                try await browser.get("/api/v1/profile").content.decode(ProfileDTO.self).avatarURL.hasPrefix(
                    "/avatars/"))
        }
    }

    @Test func aBadAvatarIsExplainedOnTheSettingsPage() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("사진왕")

            let response = try await browser.upload(
                Data("<svg/>".utf8), field: "avatar", path: "/settings/avatar", csrfInQuery: true)

            #expect(response.status == .unsupportedMediaType)
            #expect(response.body.string.contains("JPEG, PNG, WebP, GIF 이미지만 올릴 수 있습니다."))
            #expect(try await Profile.query(on: app.db).first()?.avatarUpload == nil)
        }
    }

    @Test func avatarUploadsNeedTheCSRFToken() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("사진왕")
            var headers: HTTPHeaders = ["Content-Type": "multipart/form-data; boundary=x"]
            headers.add(name: .cookie, value: browser.cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; "))

            let response = try await browser.send(
                .POST, "/settings/avatar", headers: headers, body: ByteBuffer(string: "--x--"))

            #expect(response.status == .forbidden)
        }
    }
}
