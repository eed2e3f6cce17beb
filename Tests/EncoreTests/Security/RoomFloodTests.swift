import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// #27.6: one profile opened 1,000 rooms in 5 s, and no room row was ever deleted. A host now has
/// a few live rooms at once, opening many in a row is refused (429 `tooManyRooms`), and rooms older
/// than `RoomService.keptFor` are deleted.
@Suite struct RoomFloodTests {
    private func open(_ browser: TestBrowser, _ pack: UUID) async throws -> TestingHTTPResponse {
        try await browser.sendJSON(.POST, "/api/v1/rooms", #"{"packID":"\#(pack)"}"#)
    }

    @Test func aHostHasAFewLiveRoomsAtOnceAndEndingOneFreesItsPlace() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let pack = try #require(try await room.rooms.room(room.opened.id).$pack.id)

            var statuses: [HTTPStatus] = []
            for _ in 1..<RoomService.liveRoomsPerHost + 2 { statuses.append(try await open(browser, pack).status) }
            try await room.rooms.command(.end, room: room.opened.id, by: room.hostID)
            let afterEnding = try await open(browser, pack)

            #expect(statuses.prefix(RoomService.liveRoomsPerHost - 1).allSatisfy { $0 == .created })
            #expect(statuses.dropFirst(RoomService.liveRoomsPerHost - 1).allSatisfy { $0 == .tooManyRequests })
            #expect(afterEnding.status == .created)
        }
    }

    @Test func openingAndEndingRoomsInARowIsRefusedPastTheHourlyAllowance() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let pack = try #require(try await room.rooms.room(room.opened.id).$pack.id)

            var created = 1
            var refusal: TestingHTTPResponse?
            for _ in 0..<100 {
                let response = try await open(browser, pack)
                guard response.status == .created else {
                    refusal = response
                    break
                }
                created += 1
                let opened = try response.content.decode(RoomAPIController.Opened.self)
                try await room.rooms.command(.end, room: opened.id, by: room.hostID)
            }

            #expect(created == RateLimit.roomsPerProfile.limit)
            #expect(refusal?.status == .tooManyRequests)
            #expect(refusal?.headers.first(name: .retryAfter) != nil)
            #expect(try await QuizRoom.query(on: app.db).count() == RateLimit.roomsPerProfile.limit)
        }
    }

    @Test func roomsPastTheirKeepingTimeAreDeleted() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let pack = try #require(try await room.rooms.room(room.opened.id).$pack.id)
            try await room.rooms.command(.end, room: room.opened.id, by: room.hostID)

            room.clock.advance(RoomService.keptFor + 3_600)
            let later = try await open(browser, pack)

            #expect(later.status == .created)
            #expect(try await QuizRoom.find(room.opened.id, on: app.db) == nil)
            #expect(try await QuizRoom.query(on: app.db).count() == 1)
        }
    }
}
