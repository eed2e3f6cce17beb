import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// The console's 금칙어 and 프로필 pages (#51): admins add words every name and title then refuses,
/// and operators reset a nickname or take down an avatar, audited and told to the player.
@Suite struct OperatorWordAndProfileTests {
    @Test func anAdminAddsAWordAndEveryNameAndTitleRefusesItUntilRemoved() async throws {
        try await withEncore { app, maker in
            let admin = try await OperatorTests.operatorBrowser(app, "관리자", role: "admin")
            let moderator = try await OperatorTests.operatorBrowser(app, "모더", role: "moderator")
            let (_, hash) = try await QuizFixtures.makerWithPoster(app, maker)

            let byModerator = try await moderator.postForm(
                "/operator/words", ["word": "멍청이", "password": OperatorTests.password])
            let added = try await admin.postForm(
                "/operator/words", ["word": " 멍청이 ", "password": OperatorTests.password])
            let page = try await admin.get("/operator/words").body.string
            let nickname = try await TestBrowser(app).sendJSON(.POST, "/api/v1/profile", #"{"nickname":"멍 청 이"}"#)
            let title = try await maker.sendJSON(
                .POST, "/api/v1/quiz/packs", QuizFixtures.draftJSON(upload: hash, title: "멍청이 퀴즈"))
            let gif = try await maker.uploadGif(
                try TestImages.gif(width: 40, height: 30, frames: 3), title: "고양이", tags: "멍청이")
            let removed = try await admin.postForm("/operator/words/remove", ["word": "멍청이"])
            let again = try await TestBrowser(app).sendJSON(.POST, "/api/v1/profile", #"{"nickname":"멍청이"}"#)
            let log = try await OperatorTests.log(app)

            #expect(byModerator.status == .forbidden)
            #expect(added.status == .seeOther && page.contains("<strong>멍청이</strong>"))
            #expect(nickname.status == .unprocessableEntity && ReportTests.field(nickname) == "nickname")
            #expect(title.status == .unprocessableEntity && ReportTests.field(title) == "title")
            #expect(gif.status == .unprocessableEntity && ReportTests.field(gif) == "tags")
            #expect(removed.status == .seeOther)
            #expect(again.status == .created)
            #expect(Array(log.prefix(2).map(\.action)) == ["remove-word", "add-word"])
            #expect(log.first?.actor_name == "관리자" && log.first?.subject_label == "멍청이")
        }
    }

    @Test func anOperatorResetsANicknameAndTakesDownAnAvatar() async throws {
        try await withEncore { app, player in
            try await player.onboard("나쁜닉네임")
            try await player.upload(
                TestImages.png(width: 300, height: 200), filename: "me.png", field: "avatar", path: "/settings/avatar",
                csrfInQuery: true)
            let staff = try await OperatorTests.operatorBrowser(app)
            let id = try #require(try await Profile.query(on: app.db).filter(\.$nickname == "나쁜닉네임").first()?.id)

            let found = try await staff.get("/operator/profiles?q=%EB%82%98%EC%81%9C").body.string
            let reset = try await staff.postForm(
                "/operator/profiles/actions",
                [
                    "id": id.uuidString, "action": "reset-nickname", "reason": "hateful",
                    "password": OperatorTests.password,
                ])
            let removed = try await staff.postForm(
                "/operator/profiles/actions", ["id": id.uuidString, "action": "remove-avatar", "reason": "sexual"])
            let profile = try #require(try await Profile.find(id, on: app.db))
            let taken = try await TestBrowser(app).sendJSON(.POST, "/api/v1/profile", #"{"nickname":"나쁜닉네임"}"#)
            let home = try await player.get("/").body.string
            let uploads = try await ImageUpload.query(on: app.db).count()
            let log = try await OperatorTests.log(app)

            #expect(found.contains("나쁜닉네임") && found.contains("닉네임 초기화") && found.contains("프로필 사진 내리기"))
            #expect(reset.status == .seeOther && removed.status == .seeOther)
            #expect(profile.nickname.hasPrefix(ProfileModeration.neutralPrefix) && profile.avatarUpload == nil)
            #expect(taken.status == .conflict, "the old nickname is held")
            #expect(home.contains("내 닉네임 “나쁜닉네임”: 운영자가 중립적인 닉네임으로 바꿨어요."))
            #expect(home.contains("내 프로필 사진: 운영자가 내렸어요."))
            #expect(uploads == 0)
            #expect(Array(log.prefix(2).map(\.action)) == ["remove-avatar", "reset-nickname"])
            #expect(log.first?.subject_label.hasPrefix(ProfileModeration.neutralPrefix) == true)
        }
    }
}
