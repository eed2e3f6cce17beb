import Fluent
import Synchronization
import Testing
import VaporTesting

@testable import Encore

@Suite struct PasswordAttackTests {
    static func profileWithPassword(_ browser: TestBrowser) async throws {
        try await browser.onboard("여행자")
        let response = try await browser.postForm(
            "/settings/password", ["password": "correct horse", "confirm": "correct horse"])
        #expect(response.status == .seeOther)
    }

    @Test func parallelWrongGuessesStillLockTheProfile() async throws {
        try await withEncore(["ENCORE_RATE_LIMIT_FACTOR": "10"]) { app, browser in
            try await Self.profileWithPassword(browser)

            let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for _ in 0..<60 {
                    group.addTask {
                        try await TestBrowser(app).postForm("/signin", ["nickname": "여행자", "password": "guess guess"])
                            .status
                    }
                }
                return try await group.reduce(into: [HTTPStatus]()) { $0.append($1) }
            }
            let rightOne = try await TestBrowser(app).postForm(
                "/signin", ["nickname": "여행자", "password": "correct horse"])

            #expect(statuses.filter { $0 == .unprocessableEntity }.count <= PasswordService.attemptsBeforeLock)
            #expect(statuses.filter { $0 == .tooManyRequests }.count >= 60 - PasswordService.attemptsBeforeLock)
            #expect(rightOne.status == .tooManyRequests)
        }
    }

    @Test func oneAddressCannotGuessAcrossManyNicknames() async throws {
        try await withEncore { app, _ in
            var statuses: [HTTPStatus] = []
            for index in 0...RateLimit.signInPerAddress.limit {
                statuses.append(
                    try await TestBrowser(app).postForm(
                        "/signin", ["nickname": "사람\(index)", "password": "guess guess"]
                    ).status)
            }

            #expect(statuses.dropLast().allSatisfy { $0 == .unprocessableEntity })
            #expect(statuses.last == .tooManyRequests)
        }
    }

    @Test func anUnknownNicknameCostsOneBcryptLikeAKnownOne() async throws {
        try await withEncore { app, _ in
            let counter = CountingHasher()
            app.passwords.use { _ in counter }

            _ = try await TestBrowser(app).postForm("/signin", ["nickname": "없는사람", "password": "guess guess"])

            #expect(counter.verifications.withLock { $0 } == 1)
        }
    }

    @Test func changingThePasswordSignsOutTheOtherBrowsers() async throws {
        try await withEncore { app, browser in
            try await Self.profileWithPassword(browser)
            let laptop = TestBrowser(app)
            _ = try await laptop.postForm("/signin", ["nickname": "여행자", "password": "correct horse"])
            #expect(try await laptop.get("/api/v1/profile").status == .ok)

            let changed = try await browser.postForm(
                "/settings/password",
                ["current": "correct horse", "password": "battery staple", "confirm": "battery staple"])

            #expect(changed.status == .seeOther)
            #expect(try await laptop.get("/api/v1/profile").status == .unauthorized)
            #expect(try await browser.get("/api/v1/profile").status == .ok)
        }
    }
}

/// A bcrypt stand-in that counts verifications (and accepts nothing).
final class CountingHasher: PasswordHasher, Sendable {
    let verifications = Mutex(0)

    func hash<Password: DataProtocol>(_ password: Password) throws -> [UInt8] { Array("hash".utf8) }

    func verify<Password: DataProtocol, Digest: DataProtocol>(_ password: Password, created digest: Digest) throws
        -> Bool
    {
        verifications.withLock { $0 += 1 }
        return false
    }
}
