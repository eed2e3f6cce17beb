import Foundation
import Testing
import VaporTesting

@testable import Encore

/// #52.1: every per-address limit keyed on the whole address, so one IPv6 /64 (which one home or
/// one phone holds) counted as many strangers: 300 PIN misses all answered 404, 70 profiles were
/// made against a limit of 60, 55 wrong passwords from 11 of its addresses locked an owner out, the
/// KOBIS share split across 10 addresses and 100 addresses filled an instance's sockets. Limits now
/// count an IPv4 address or an IPv6 /64 (`IPAddress.network`).
@Suite struct IPv6NeighbourhoodTests {
    /// A browser at the `index`th address of the /64 `2001:db8:0:<subnet>::/64`.
    static func neighbour(_ app: Application, _ index: Int, subnet: Int = 1) -> TestBrowser {
        let browser = TestBrowser(app)
        browser.address = "2001:db8:0:\(String(subnet, radix: 16)):\(String(index, radix: 16)):0:0:1"
        return browser
    }

    @Test func aSlash64IsOneVisitorAndAnIPv4AddressIsItself() throws {
        func network(_ text: String) throws -> String { try #require(IPAddress.literal(text)).network }

        #expect(try network("2001:db8:1:2:aaaa::1") == "2001:db8:1:2::/64")
        #expect(try network("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff") == "2001:db8:1:2::/64")
        #expect(try network("2001:db8:1:3::1") == "2001:db8:1:3::/64")
        #expect(try network("[2001:db8::1]") == "2001:db8:0:0::/64")
        #expect(try network("203.0.113.7") == "203.0.113.7")
        #expect(try network("::ffff:203.0.113.7") == "203.0.113.7")
    }

    @Test func pinMissesFromOneSlash64StopAtTheAddressAllowance() async throws {
        try await withEncore { app, _ in
            let limit = RateLimit.pinMissesPerAddress.limit
            var statuses: [HTTPStatus] = []
            for index in 0...limit {
                statuses.append(try await Self.neighbour(app, index).get("/api/v1/rooms/000001").status)
            }
            let stranger = try await Self.neighbour(app, 0, subnet: 2).get("/api/v1/rooms/000001")

            #expect(statuses.prefix(limit).allSatisfy { $0 == .notFound })
            #expect(statuses.last == .tooManyRequests)
            #expect(stranger.status == .notFound, "another /64 has its own allowance")
        }
    }

    @Test func profilesFromOneSlash64StopAtTheAddressAllowance() async throws {
        try await withEncore { app, _ in
            let limit = RateLimit.profilesPerAddress.limit
            var statuses: [HTTPStatus] = []
            for index in 0...limit {
                statuses.append(try await Self.neighbour(app, index).onboard("이웃\(index)").status)
            }
            let stranger = try await Self.neighbour(app, 0, subnet: 2).onboard("다른동네")

            #expect(statuses.prefix(limit).allSatisfy { $0 == .seeOther })
            #expect(statuses.last == .tooManyRequests)
            #expect(stranger.status == .seeOther)
        }
    }

    @Test func passwordGuessesFromOneSlash64CannotLockTheOwnerOut() async throws {
        try await withEncore { app, browser in
            try await PasswordAttackTests.profileWithPassword(browser)
            var statuses: [HTTPStatus] = []
            for index in 0..<55 {
                statuses.append(
                    try await Self.neighbour(app, index % 11).postForm(
                        "/signin", ["nickname": "여행자", "password": "guess guess"]
                    ).status)
            }
            let owner = TestBrowser(app)
            owner.address = "198.51.100.20"
            let signedIn = try await owner.postForm("/signin", ["nickname": "여행자", "password": "correct horse"])

            let reachedTheCheck = statuses.filter { $0 == .unprocessableEntity }.count
            #expect(reachedTheCheck == PasswordService.attemptsBeforeLock)
            #expect(statuses.dropFirst(PasswordService.attemptsBeforeLock).allSatisfy { $0 == .tooManyRequests })
            #expect(signedIn.status == .seeOther, "the owner is not locked out")
        }
    }

    @Test func oneSlash64GetsOneShareOfUncachedKOBISCalls() async throws {
        try await withEncore { app, _ in
            let source = FakeBoxOfficeSource()
            app.encore.upstreams.boxOffice = source
            let limit = RateLimit.upstreamPerAddress.limit

            var statuses: [HTTPStatus] = []
            for daysAgo in 2...(limit + 2) {
                let path = "/api/v1/boxoffice/charts/daily?date=\(UpstreamQuotaTests.day(daysAgo))"
                statuses.append(try await Self.neighbour(app, daysAgo % 10).get(path).status)
            }
            let stranger = try await Self.neighbour(app, 0, subnet: 2).get(
                "/api/v1/boxoffice/charts/daily?date=\(UpstreamQuotaTests.day(limit + 3))")

            #expect(statuses.prefix(limit).allSatisfy { $0 == .ok })
            #expect(statuses.last == .tooManyRequests)
            #expect(source.calls.count == limit + 1, "\(source.calls.count)")
            #expect(stranger.status == .ok)
        }
    }

    @Test func oneSlash64HoldsAFairShareOfAnInstancesSockets() async throws {
        let instanceMax = 40
        try await withEncore(["ENCORE_ROOM_SOCKETS_MAX": String(instanceMax)]) { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let share = RoomSocketLedger.perAddress(instanceMax: instanceMax)
            var tickets: [RoomJoinController.Ticket] = []
            for index in 0...share {
                tickets.append(try await room.join("이웃\(index)").1)
            }

            var statuses: [HTTPStatus] = []
            for (index, ticket) in tickets.enumerated() {
                let socket = ticket.socketPath + "?token=" + ticket.token
                statuses.append(try await Self.neighbour(app, index).get(socket).status)
            }
            let stranger = try await room.join("다른동네").1
            let strangerSocket = try await Self.neighbour(app, 0, subnet: 2).get(
                stranger.socketPath + "?token=" + stranger.token)

            #expect(share == instanceMax / 8)
            #expect(statuses.prefix(share).allSatisfy { $0 != .tooManyRequests }, "\(statuses)")
            #expect(statuses.last == .tooManyRequests)
            #expect(strangerSocket.status != .tooManyRequests && strangerSocket.status != .serviceUnavailable)
        }
    }
}
