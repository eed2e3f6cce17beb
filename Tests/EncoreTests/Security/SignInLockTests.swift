import Foundation
import Testing
import Vapor
import VaporTesting

@testable import Encore

/// #27.11: after five wrong guesses only nicknames with a password answered 429 (others 422), which
/// told them apart, and five anonymous requests locked the owner out for 15 minutes. Now one
/// address's guesses at one nickname lock that address out of it, the same for every nickname; the
/// profile itself locks only after `profileAttemptsBeforeLock` guesses from anywhere.
@Suite struct SignInLockTests {
    private func guesses(_ app: Application, nickname: String) async throws -> [HTTPStatus] {
        let guesser = TestBrowser(app)
        var statuses: [HTTPStatus] = []
        for _ in 0...PasswordService.attemptsBeforeLock {
            statuses.append(
                try await guesser.postForm("/signin", ["nickname": nickname, "password": "guess guess"]).status)
        }
        return statuses
    }

    @Test func everyNicknameAnswersFiveGuessesTheSameWay() async throws {
        try await withEncore { app, browser in
            try await PasswordAttackTests.profileWithPassword(browser)
            try await TestBrowser(app).onboard("암호없음")

            let withPassword = try await guesses(app, nickname: "여행자")
            let withoutPassword = try await guesses(app, nickname: "암호없음")
            let nobody = try await guesses(app, nickname: "없는사람")

            let wrong = Array(repeating: HTTPStatus.unprocessableEntity, count: PasswordService.attemptsBeforeLock)
            let expected = wrong + [.tooManyRequests]
            #expect(withPassword == expected)
            #expect(withoutPassword == expected)
            #expect(nobody == expected)
        }
    }

    @Test func aStrangersGuessesDoNotLockTheOwnerOut() async throws {
        try await withEncore { app, browser in
            try await PasswordAttackTests.profileWithPassword(browser)
            _ = try await guesses(app, nickname: "여행자")

            // Any other address reaches the password check itself, which has not locked the profile.
            let passwords = PasswordService(
                database: try app.database, clock: app.encore.clock,
                hasher: VaporPasswordHashing(app, on: app.eventLoopGroup.any()), signedIn: app.signedInCache)
            let owner = try await passwords.signIn(nickname: "여행자", password: "correct horse")

            #expect(owner.nickname == "여행자")
        }
    }

    @Test func aRightPasswordForgivesTheWrongOnesBeforeIt() async throws {
        try await withEncore { app, browser in
            try await PasswordAttackTests.profileWithPassword(browser)
            let laptop = TestBrowser(app)
            for _ in 1..<PasswordService.attemptsBeforeLock {
                try await laptop.postForm("/signin", ["nickname": "여행자", "password": "typo typo"])
            }

            let right = try await laptop.postForm("/signin", ["nickname": "여행자", "password": "correct horse"])
            try await laptop.postForm("/signout", [:])
            let typoAgain = try await laptop.postForm("/signin", ["nickname": "여행자", "password": "typo typo"])

            #expect(right.status == .seeOther)
            #expect(typoAgain.status == .unprocessableEntity)
        }
    }
}
