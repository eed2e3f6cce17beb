import Fluent
import Testing
import VaporTesting

@testable import Encore

@Suite struct PasswordSignInTests {
    private func profileWithPassword(_ app: Application, _ browser: TestBrowser) async throws {
        try await browser.onboard("여행자")
        let response = try await browser.postForm(
            "/settings/password", ["password": "correct horse", "confirm": "correct horse"])
        #expect(response.status == .seeOther)
    }

    @Test func passwordIsStoredAsBcrypt() async throws {
        try await withEncore { app, browser in
            try await profileWithPassword(app, browser)

            let hash = try await Profile.query(on: app.db).first()?.passwordHash
            #expect(hash?.hasPrefix("$2") == true)
            #expect(hash?.contains("correct horse") == false)
        }
    }

    @Test func anotherBrowserSignsInToTheSameProfile() async throws {
        try await withEncore { app, browser in
            try await profileWithPassword(app, browser)
            let laptop = TestBrowser(app)

            let response = try await laptop.postForm("/signin", ["nickname": "여행자", "password": "correct horse"])

            #expect(response.status == .seeOther)
            let profile = try await laptop.get("/api/v1/profile").content.decode(ProfileDTO.self)
            #expect(profile.nickname == "여행자")
            #expect(try await ProfileSession.query(on: app.db).count() == 2)
        }
    }

    @Test func wrongPasswordAndUnknownNicknameGetTheSameAnswer() async throws {
        try await withEncore { app, browser in
            try await profileWithPassword(app, browser)
            let laptop = TestBrowser(app)

            let wrong = try await laptop.postForm("/signin", ["nickname": "여행자", "password": "wrong password"])
            let unknown = try await laptop.postForm("/signin", ["nickname": "없는사람", "password": "wrong password"])

            #expect(wrong.status == .unprocessableEntity)
            #expect(unknown.status == .unprocessableEntity)
            #expect(wrong.body.string.contains("닉네임 또는 비밀번호가 맞지 않습니다"))
            #expect(unknown.body.string.contains("닉네임 또는 비밀번호가 맞지 않습니다"))
            #expect(laptop.sessionToken == nil)
        }
    }

    @Test func repeatedWrongPasswordsLockSignInEvenForTheRightOne() async throws {
        try await withEncore { app, browser in
            try await profileWithPassword(app, browser)
            let attacker = TestBrowser(app)
            for _ in 0..<PasswordService.attemptsBeforeLock {
                try await attacker.postForm("/signin", ["nickname": "여행자", "password": "guess guess"])
            }

            let response = try await attacker.postForm("/signin", ["nickname": "여행자", "password": "correct horse"])

            #expect(response.status == .tooManyRequests)
            #expect(attacker.sessionToken == nil)
        }
    }

    @Test func aSettingsChangeWritesOnlyWhatChangedSoFailedSignInsElsewhereStayCounted() async throws {
        try await withEncore { app, browser in
            try await profileWithPassword(app, browser)
            let database = try app.database
            let token = try #require(browser.sessionToken)
            let signedIn = try #require(
                try await SessionStore(database: database, clock: app.encore.clock, signedIn: app.signedInCache).find(
                    token: token))
            let attacker = TestBrowser(app)
            try await attacker.postForm("/signin", ["nickname": "여행자", "password": "guess guess"])
            try await attacker.postForm("/signin", ["nickname": "여행자", "password": "guess again"])

            try await ProfileService(database: database, clock: app.encore.clock, signedIn: app.signedInCache)
                .apply(ProfileChanges(theme: .dark), to: signedIn)

            let stored = try #require(try await Profile.query(on: app.db).first())
            #expect(stored.theme == .dark)
            #expect(stored.failedSignIns == 2)
            #expect(signedIn.theme == .dark)
        }
    }

    @Test func changingAPasswordNeedsTheCurrentOne() async throws {
        try await withEncore { app, browser in
            try await profileWithPassword(app, browser)

            let response = try await browser.postForm(
                "/settings/password", ["current": "nope nope", "password": "new password", "confirm": "new password"])

            #expect(response.status == .unprocessableEntity)
            #expect(response.body.string.contains("현재 비밀번호가 맞지 않습니다"))
        }
    }

    @Test(arguments: [
        (["password": "short", "confirm": "short"], "비밀번호는 8자 이상이어야 합니다"),
        (["password": "long enough", "confirm": "different!"], "두 비밀번호가 서로 다릅니다"),
        (
            ["password": String(repeating: "가", count: 25), "confirm": String(repeating: "가", count: 25)],
            "비밀번호가 너무 깁니다"
        ),
    ])
    func badPasswordsAreExplained(form: [String: String], message: String) async throws {
        try await withEncore { app, browser in
            try await browser.onboard("여행자")

            let response = try await browser.postForm("/settings/password", form)

            #expect(response.status == .unprocessableEntity)
            #expect(response.body.string.contains(message))
            #expect(try await Profile.query(on: app.db).first()?.passwordHash == nil)
        }
    }

    @Test func signingOutEndsTheSessionOnTheServer() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("여행자")
            let token = try #require(browser.sessionToken)

            let response = try await browser.postForm("/signout", [:])

            #expect(response.status == .seeOther)
            #expect(browser.sessionToken == nil)
            #expect(try await ProfileSession.query(on: app.db).count() == 0)
            let replay = try await browser.get("/api/v1/profile", headers: ["Cookie": "encore_session=\(token)"])
            #expect(replay.status == .unauthorized)
        }
    }
}
