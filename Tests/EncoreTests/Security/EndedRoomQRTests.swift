import Foundation
import Testing
import VaporTesting

@testable import Encore

/// #27.16: an ended room's `qr.svg` was still served, with a PIN that may already be another room's.
@Suite struct EndedRoomQRTests {
    @Test func aLiveRoomsQRCodeIsServedAndAnEndedOnesIsGone() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let path = Site.roomQR.link(room.opened.id)
            let live = try await browser.get(path)

            try await room.rooms.command(.end, room: room.opened.id, by: room.hostID)
            let ended = try await browser.get(path)

            #expect(live.status == .ok)
            #expect(live.headers.contentType?.subType == "svg+xml")
            #expect(ended.status == .gone)
            #expect(ended.headers.contentType?.subType != "svg+xml")
        }
    }

    @Test func aRoomThatIdledOutHasNoQRCodeEither() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)

            room.clock.advance(RoomGame.idleLimit + 1)
            let idle = try await browser.get(Site.roomQR.link(room.opened.id))

            #expect(idle.status == .gone)
        }
    }
}
