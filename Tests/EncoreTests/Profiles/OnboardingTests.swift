import Fluent
import Testing
import VaporTesting

@testable import Encore

@Suite struct OnboardingTests {
    @Test func firstVisitShowsTheNicknameForm() async throws {
        try await withEncore { _, browser in
            let response = try await browser.get("/")

            #expect(response.status == .ok)
            #expect(response.body.string.contains("name=\"nickname\""))
            #expect(response.body.string.contains("Encore에 오신 것을 환영해요"))
        }
    }

    @Test(arguments: [
        ("a", "닉네임을 두글자 이상 입력해주세요"),
        ("", "닉네임을 두글자 이상 입력해주세요"),
        ("열한글자닉네임입니다요", "닉네임은 10글자 이하로 입력해주세요"),
        ("영화 팬", "공백은 포함할 수 없습니다"),
        ("zero\u{200B}width", "보이지 않는 문자나 제어 문자는 사용할 수 없습니다"),
    ])
    func badNicknamesAreRefusedWithUQuizMessages(nickname: String, message: String) async throws {
        try await withEncore { app, browser in
            let response = try await browser.onboard(nickname)

            #expect(response.status == .unprocessableEntity)
            #expect(response.body.string.contains(message))
            #expect(browser.sessionToken == nil)
            #expect(try await Profile.query(on: app.db).count() == 0)
        }
    }

    @Test func goodNicknameCreatesAProfileAndSignsIn() async throws {
        try await withEncore { app, browser in
            let response = try await browser.onboard("영화광")

            #expect(response.status == .seeOther)
            #expect(response.headers.first(name: .location) == "/")
            #expect(browser.sessionToken != nil)
            let home = try await browser.get("/")
            #expect(home.body.string.contains("영화광님, 반가워요!"))
            #expect(!home.body.string.contains("name=\"nickname\""))
            #expect(try await ProfileSession.query(on: app.db).count() == 1)
        }
    }

    @Test func nicknamesAreUniqueIgnoringCase() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("Mina")
            let other = TestBrowser(app)

            let response = try await other.onboard("mina")

            #expect(response.status == .unprocessableEntity)
            #expect(response.body.string.contains("이미 사용 중인 닉네임입니다"))
        }
    }

    @Test func decomposedHangulIsStoredComposed() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}")

            let profile = try await Profile.query(on: app.db).first()
            #expect(profile?.nickname == "한글")
        }
    }

    @Test(arguments: [
        ("/settings", "/settings"),
        ("https://evil.example/", "/"),
        ("//evil.example", "/"),
        ("/\\evil.example", "/"),
    ])
    func returnsOnlyToLocalPaths(next: String, expected: String) async throws {
        try await withEncore { _, browser in
            try await browser.get("/")

            let response = try await browser.postForm("/welcome", ["nickname": "돌아가기", "next": next])

            #expect(response.headers.first(name: .location) == expected)
        }
    }

    @Test(arguments: [
        ("a", false, "닉네임을 두글자 이상 입력해주세요"),
        ("영화 팬", false, "공백은 포함할 수 없습니다"),
        ("영화팬", true, "사용해도 좋은 닉네임입니다!"),
    ])
    func liveCheckAnswersWithTheMessageToShow(nickname: String, valid: Bool, message: String) async throws {
        try await withEncore { _, browser in
            let query = TestBrowser.formEncode(["nickname": nickname])

            let response = try await browser.get("/api/v1/nicknames/check?\(query)")

            let verdict = try response.content.decode(NicknameCheckDTO.self)
            #expect(verdict.valid == valid)
            #expect(verdict.message == message)
        }
    }

    @Test func liveCheckSaysWhenTakenButNotForYourOwnNickname() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("주인공")
            let stranger = TestBrowser(app)

            let forStranger = try await stranger.get("/api/v1/nicknames/check?nickname=%EC%A3%BC%EC%9D%B8%EA%B3%B5")
            let forOwner = try await browser.get("/api/v1/nicknames/check?nickname=%EC%A3%BC%EC%9D%B8%EA%B3%B5")

            #expect(try forStranger.content.decode(NicknameCheckDTO.self).message == "이미 사용 중인 닉네임입니다")
            #expect(try forOwner.content.decode(NicknameCheckDTO.self).valid)
        }
    }

    @Test func englishBrowsersGetEnglishMessages() async throws {
        try await withEncore { _, browser in
            browser.acceptLanguage = "en-US,en;q=0.9,ko;q=0.5"

            let response = try await browser.onboard("x")

            #expect(response.body.string.contains("Please enter at least 2 characters"))
            #expect(response.body.string.contains("<html lang=\"en\""))
        }
    }
}
