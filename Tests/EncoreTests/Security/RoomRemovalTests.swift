import Foundation
import Testing
import VaporTesting

@testable import Encore

/// #27.13: a removed guest came back with a new nickname, and a removed signed-in player came back
/// as a guest. Removal now sticks to the browser (`RoomDevice`) for the room's life.
@Suite struct RoomRemovalTests {
    private func join(_ browser: TestBrowser, _ room: RoomFixture, _ nickname: String) async throws
        -> TestingHTTPResponse
    {
        try await browser.sendJSON(.POST, "/api/v1/rooms/\(room.opened.pin)/players", #"{"nickname":"\#(nickname)"}"#)
    }

    @Test func aRemovedGuestCannotComeBackUnderAnotherNickname() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let (guest, ticket) = try await room.join("민지")
            try await room.rooms.command(.remove(ticket.playerID), room: room.opened.id, by: room.hostID)

            let again = try await join(guest, room, "새이름")
            let someoneElse = try await join(TestBrowser(app), room, "하니")

            #expect(again.status == .forbidden)
            #expect(someoneElse.status == .created)
        }
    }

    @Test func aRemovedSignedInPlayerCannotComeBackAsAGuest() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let player = TestBrowser(app)
            try await player.onboard("로그인")
            let joined = try await join(player, room, "로그인")
            let ticket = try joined.content.decode(RoomJoinController.Ticket.self)
            try await room.rooms.command(.remove(ticket.playerID), room: room.opened.id, by: room.hostID)

            try await player.postForm("/signout", [:])
            let asGuest = try await join(player, room, "손님")

            #expect(joined.status == .created)
            #expect(player.sessionToken == nil)
            #expect(asGuest.status == .forbidden)
        }
    }

    @Test func theRoomKeepsOnlyAHashOfTheBrowsersToken() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let (guest, _) = try await room.join("민지")
            let token = try #require(guest.cookies[RoomDevice.cookieName])

            let stored = try await room.rooms.room(room.opened.id).gameJSON

            #expect(!stored.contains(token))
            #expect(stored.contains(RoomDevice.key(token)))
        }
    }
}
