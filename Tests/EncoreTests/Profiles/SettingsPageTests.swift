import Fluent
import Testing
import VaporTesting

@testable import Encore

@Suite struct SettingsPageTests {
    static let defaults = [
        "nickname": "설정왕", "language": "auto", "theme": "system", "gifRating": "g", "boxOfficeLayout": "list",
    ]

    @Test func withoutAProfileSettingsSendsYouToOnboardingFirst() async throws {
        try await withEncore { _, browser in
            let response = try await browser.get("/settings")

            #expect(response.status == .seeOther)
            #expect(response.headers.first(name: .location) == "/welcome?next=/settings")
        }
    }

    @Test func savesEverySettingOnTheServer() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("설정왕")
            var form = Self.defaults
            form.merge([
                "language": "en", "theme": "dark", "sound": "on", "gifRating": "pg-13", "boxOfficeLayout": "grid",
            ]) { $1 }

            let response = try await browser.postForm("/settings", form)

            #expect(response.status == .seeOther)
            let profile = try #require(try await Profile.query(on: app.db).first())
            #expect(profile.language == .en)
            #expect(profile.theme == .dark)
            #expect(profile.soundOn)
            #expect(profile.gifRating == .pg13)
            #expect(profile.boxOfficeLayout == .grid)
            let page = try await browser.get("/settings?saved=1")
            #expect(page.body.string.contains("<html lang=\"en\" data-theme=\"dark\">"))
            #expect(page.body.string.contains("Saved."))
        }
    }

    @Test func uncheckedSoundTurnsSoundOff() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("설정왕")
            try await browser.postForm("/settings", Self.defaults.merging(["sound": "on"]) { $1 })

            try await browser.postForm("/settings", Self.defaults)

            #expect(try await Profile.query(on: app.db).first()?.soundOn == false)
        }
    }

    @Test func changingTheNicknameFollowsTheSameRules() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("설정왕")

            let response = try await browser.postForm("/settings", Self.defaults.merging(["nickname": "띄어 쓰기"]) { $1 })

            #expect(response.status == .unprocessableEntity)
            #expect(response.body.string.contains("공백은 포함할 수 없습니다"))
            #expect(try await Profile.query(on: app.db).first()?.nickname == "설정왕")
        }
    }

    @Test func unknownChoicesAreABadRequestNotACrash() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("설정왕")

            let response = try await browser.postForm("/settings", Self.defaults.merging(["theme": "neon"]) { $1 })

            #expect(response.status == .badRequest)
            #expect(response.body.string.contains("요청이 올바르지 않습니다"))
            #expect(try await Profile.query(on: app.db).first()?.theme == .system)
        }
    }
}
