import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// The picture block list (#51): an operator deleting or quarantining a reported item, or removing
/// an avatar, can block its pictures; the same picture then cannot be uploaded again as a poster,
/// a GIF or an avatar, resized, recompressed or in another format, while other pictures can.
@Suite struct PictureBlockTests {
    static func uploadedHash(_ response: TestingHTTPResponse) throws -> String {
        try response.content.decode(UploadAPIController.UploadDTO.self).id
    }

    static func refusedAsBlocked(_ response: TestingHTTPResponse) -> Bool {
        response.status == .unprocessableEntity && ReportTests.code(response) == "pictureBlocked"
    }

    @Test func aDeletedPacksBlockedPosterCannotComeBackInAnyForm() async throws {
        try await withEncore { app, maker in
            try await maker.onboard("막힐출제자")
            let poster = try Self.uploadedHash(
                try await maker.upload(try TestImages.blocks(width: 400, height: 600, seed: 11)))
            let pack = try await maker.sendJSON(.POST, "/api/v1/quiz/packs", QuizFixtures.draftJSON(upload: poster))
                .content.decode(PackSummary.self)
            _ = try await ReportTests.report(TestBrowser(app), "pack", "\(pack.id)", reason: "sexual")
            let staff = try await OperatorTests.operatorBrowser(app)

            let decided = try await staff.postForm(
                "/operator/decisions",
                [
                    "kind": "pack", "id": "\(pack.id)", "action": "delete", "reason": "sexual", "block": "on",
                    "password": OperatorTests.password,
                ])
            let refused = [
                try await maker.upload(try TestImages.blocks(width: 400, height: 600, seed: 11)),
                try await maker.upload(try TestImages.blocks(width: 250, height: 375, seed: 11)),
                try await maker.upload(try TestImages.blocks(width: 800, height: 1_200, seed: 11, as: .webp)),
                try await maker.uploadGif(
                    try TestImages.blocks(width: 300, height: 450, seed: 11, as: .gif), title: "다시 올리기"),
                try await maker.upload(
                    try TestImages.blocks(width: 120, height: 180, seed: 11), filename: "me.jpg", field: "avatar",
                    path: "/settings/avatar", csrfInQuery: true),
            ]
            let other = try await maker.upload(try TestImages.blocks(width: 400, height: 600, seed: 12))
            let gradient = try await maker.upload(try TestImages.jpeg(width: 400, height: 600))
            let log = try await OperatorTests.log(app)

            #expect(decided.status == .seeOther)
            #expect(refused.prefix(4).allSatisfy(Self.refusedAsBlocked), "\(refused.map(\.status))")
            #expect(refused[4].status == .unprocessableEntity, "an avatar too (from the settings page)")
            #expect(refused[4].body.string.contains("운영자가 막은 사진이에요"))
            #expect(other.status == .created && gradient.status == .created)
            #expect(Set(log.prefix(2).map(\.action)) == ["delete", "block-pictures"])
            let entry = try #require(log.first { $0.action == "block-pictures" })
            #expect(entry.subject_label == "주말 영화" && entry.note == "1" && entry.reason == "sexual")
        }
    }

    @Test func aRemovedAvatarsPictureCanBeBlockedToo() async throws {
        try await withEncore { app, player in
            try await player.onboard("막힐프사")
            let avatar = try TestImages.blocks(width: 300, height: 300, seed: 21)
            try await player.upload(
                avatar, filename: "me.jpg", field: "avatar", path: "/settings/avatar", csrfInQuery: true)
            let id = try #require(try await Profile.query(on: app.db).filter(\.$nickname == "막힐프사").first()?.id)
            let staff = try await OperatorTests.operatorBrowser(app)

            let removed = try await staff.postForm(
                "/operator/profiles/actions",
                [
                    "id": id.uuidString, "action": "remove-avatar", "reason": "personal", "block": "on",
                    "password": OperatorTests.password,
                ])
            let again = try await player.upload(try TestImages.blocks(width: 150, height: 150, seed: 21))
            let profile = try #require(try await Profile.find(id, on: app.db))

            #expect(removed.status == .seeOther)
            #expect(Self.refusedAsBlocked(again))
            #expect(profile.avatarUpload == nil)
        }
    }
}
