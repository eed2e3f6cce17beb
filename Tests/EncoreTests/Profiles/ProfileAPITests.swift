import Fluent
import Testing
import VaporTesting

@testable import Encore

@Suite struct ProfileAPITests {
    @Test func withoutAProfileTheAPIAnswers401InTheErrorFormat() async throws {
        try await withEncore { _, browser in
            let response = try await browser.get("/api/v1/profile")

            #expect(response.status == .unauthorized)
            let body = try response.content.decode(APIErrorBody.self)
            #expect(body.error.status == 401)
            #expect(body.error.code == "unauthorized")
            #expect(body.error.message == "프로필이 필요합니다. 먼저 닉네임을 정해주세요.")
        }
    }

    @Test func createReadAndUpdateOwnProfile() async throws {
        try await withEncore { _, browser in
            let created = try await browser.sendJSON(.POST, "/api/v1/profile", #"{"nickname":"에이피아이"}"#)
            #expect(created.status == .created)

            let updated = try await browser.sendJSON(
                .PATCH, "/api/v1/profile", #"{"theme":"dark","gifRating":"r","sound":true}"#)

            #expect(updated.status == .ok)
            let profile = try await browser.get("/api/v1/profile").content.decode(ProfileDTO.self)
            #expect(profile.nickname == "에이피아이")
            #expect(profile.settings.theme == .dark)
            #expect(profile.settings.gifRating == .r)
            #expect(profile.settings.sound)
            #expect(profile.settings.language == .auto)
            #expect(!profile.hasPassword)
            #expect(!(try await browser.get("/api/v1/profile").body.string.contains("password_hash")))
        }
    }

    @Test func aSecondProfileCannotBeCreatedOverTheFirst() async throws {
        try await withEncore { _, browser in
            try await browser.onboard("첫번째")

            let response = try await browser.sendJSON(.POST, "/api/v1/profile", #"{"nickname":"두번째"}"#)

            #expect(response.status == .conflict)
        }
    }

    @Test func invalidChangesAreRefusedWithAFieldMessage() async throws {
        try await withEncore { _, browser in
            try await browser.onboard("검사")

            let spaced = try await browser.sendJSON(.PATCH, "/api/v1/profile", #"{"nickname":"a b"}"#)
            let unknown = try await browser.sendJSON(.PATCH, "/api/v1/profile", #"{"theme":"neon"}"#)
            let garbage = try await browser.sendJSON(.PATCH, "/api/v1/profile", "{not json")

            #expect(spaced.status == .unprocessableEntity)
            #expect(try spaced.content.decode(APIErrorBody.self).error.message == "공백은 포함할 수 없습니다")
            #expect(unknown.status == .badRequest)
            #expect(garbage.status == .badRequest)
        }
    }

    @Test func aProfileCanOnlyEverChangeItself() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("피해자")
            let victim = try #require(try await Profile.query(on: app.db).first())
            let victimID = try victim.requireID()
            let attacker = TestBrowser(app)
            try await attacker.onboard("공격자")

            let response = try await attacker.sendJSON(
                .PATCH, "/api/v1/profile", #"{"id":"\#(victimID)","nickname":"빼앗김","theme":"dark"}"#)

            #expect(response.status == .ok)
            #expect(try response.content.decode(ProfileDTO.self).nickname == "빼앗김")
            let reloaded = try #require(try await Profile.find(victim.id, on: app.db))
            #expect(reloaded.nickname == "피해자")
            #expect(reloaded.theme == .system)
        }
    }
}
