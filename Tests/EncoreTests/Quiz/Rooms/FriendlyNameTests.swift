import Foundation
import Testing
import VaporTesting

@testable import Encore

/// Friendly names only (#51, as Kahoot's): the host turns it on, and each phone joining is offered
/// a generated adjective-and-animal name in its language, may spin up to three times, and cannot
/// type a name of its own.
@Suite struct FriendlyNameTests {
    static func friendly(_ room: RoomFixture) async throws {
        try await room.rooms.command(
            .options(RoomOptions.Change(friendlyNames: true)), room: room.opened.id, by: room.hostID)
    }

    static func isFriendly(_ name: String, _ language: Language) -> Bool {
        let words = name.split(separator: " ").map(String.init)
        guard words.count == 2 else { return false }
        return FriendlyNames.adjectives.contains { $0.text(language) == words[0] }
            && FriendlyNames.animals.contains { $0.text(language) == words[1] }
    }

    static func offered(_ page: String) -> String? {
        guard let start = page.range(of: "<strong data-friendly-name>"),
            let end = page.range(of: "</strong>", range: start.upperBound..<page.endIndex)
        else { return nil }
        return String(page[start.upperBound..<end.lowerBound])
    }

    @Test func aPhoneJoinsUnderTheNameItWasOfferedAndSpinsAtMostThreeTimes() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            try await Self.friendly(room)
            let phone = TestBrowser(app)

            let first = try await phone.get("/join/\(room.opened.pin)").body.string
            let again = try await phone.get("/join/\(room.opened.pin)").body.string
            let third = try await phone.get("/join/\(room.opened.pin)?spin=2").body.string
            let last = try await phone.get("/join/\(room.opened.pin)?spin=3").body.string
            let beyond = try await phone.get("/join/\(room.opened.pin)?spin=9").body.string
            let joined = try await phone.postForm(
                "/join/\(room.opened.pin)", ["nickname": "내맘대로", "spin": "2"])
            let players = try await room.rooms.snapshot(room.opened.id).game.players.map(\.nickname)

            let name = try #require(Self.offered(first))
            #expect(Self.isFriendly(name, .ko), "\(name)")
            #expect(Self.offered(again) == name, "a reload offers the same name")
            #expect(first.contains("다른 이름 (3번 남음)") && third.contains("다른 이름 (1번 남음)"))
            #expect(last.contains("이름을 더 돌릴 수 없어요.") && !last.contains("?spin=4"))
            #expect(Self.offered(beyond) == Self.offered(last), "no spin past the third")
            #expect(!first.contains("name=\"nickname\""))
            #expect(joined.status == .seeOther)
            #expect(players == [try #require(Self.offered(third))])
        }
    }

    @Test func theAPIGivesTheNameInTheTicketInThePhonesLanguageAndRefusesOtherSpins() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let before = try await TestBrowser(app).sendJSON(
                .POST, "/api/v1/rooms/\(room.opened.pin)/players", #"{"nickname":"민지"}"#)
            try await Self.friendly(room)
            let english = TestBrowser(app)
            english.acceptLanguage = "en-US,en;q=0.9"

            let summary = try await TestBrowser(app).get("/api/v1/rooms/\(room.opened.pin)")
            let tooFar = try await english.sendJSON(
                .POST, "/api/v1/rooms/\(room.opened.pin)/players", #"{"spin":4}"#)
            let joined = try await english.sendJSON(
                .POST, "/api/v1/rooms/\(room.opened.pin)/players", #"{"nickname":"ㅅㅂ","spin":1}"#)
            let ticket = try joined.content.decode(RoomJoinController.Ticket.self)

            #expect(try before.content.decode(RoomJoinController.Ticket.self).nickname == "민지")
            #expect(try summary.content.decode(RoomAPIController.Summary.self).friendlyNames)
            #expect(tooFar.status == .unprocessableEntity && ReportTests.field(tooFar) == "spin")
            #expect(joined.status == .created, "a typed word the filter refuses is passed over, not refused")
            #expect(Self.isFriendly(ticket.nickname, .en), "\(ticket.nickname)")
        }
    }

    @Test func aNewPhoneRefusedAtItsFirstJoinKeepsTheNameTheRefusalOffered() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            try await Self.friendly(room)
            try await room.rooms.command(.lock, room: room.opened.id, by: room.hostID)
            let phone = TestBrowser(app)

            let refused = try await phone.postForm("/join/\(room.opened.pin)", [:])
            try await room.rooms.command(.unlock, room: room.opened.id, by: room.hostID)
            let form = try await phone.get("/join/\(room.opened.pin)").body.string
            let joined = try await phone.postForm("/join/\(room.opened.pin)", [:])
            let players = try await room.rooms.snapshot(room.opened.id).game.players.map(\.nickname)

            let name = try #require(Self.offered(refused.body.string))
            #expect(refused.status == .locked)
            #expect(refused.headers.setCookie?[RoomDevice.cookieName] != nil)
            #expect(Self.offered(form) == name)
            #expect(joined.status == .seeOther)
            #expect(players == [name])
        }
    }

    @Test func aTakenNameFallsBackToAnotherPairThenToTheAnimalAndANumber() {
        let offer = FriendlyNames.Offer(device: "phone", language: .ko, secret: AppSecret("test-secret"))
        let room = UUID()
        let name = offer.name(in: room, spin: 0)

        let free = offer.freeName(in: room, spin: 0) { _ in false }
        let other = offer.freeName(in: room, spin: 0) { $0 == NicknameKey.make(name) }
        let numbered = offer.freeName(in: room, spin: 0) { key in
            FriendlyNames.adjectives.contains { adjective in
                FriendlyNames.animals.contains { NicknameKey.make(adjective.ko + " " + $0.ko) == key }
            }
        }

        #expect(free == name)
        #expect(other != name && other.map { Self.isFriendly($0, .ko) } == true)
        #expect(numbered == name.split(separator: " ").last.map { "\($0) 2" })
        #expect(
            FriendlyNames.adjectives.allSatisfy { adjective in
                FriendlyNames.animals.allSatisfy {
                    TextLength.of(adjective.en + " " + $0.en) <= 10 && TextLength.of(adjective.ko + " " + $0.ko) <= 10
                }
            }, "every name fits a room nickname's 10 characters")
    }
}
