import Foundation
import Testing
import VaporTesting

@testable import Encore

/// #27.4: during a room question a player got the same question's initials and hints from a 초성
/// copy of the pack (201), a solo play of the pack judged their guesses, the initials search
/// answered anyone without a cookie, and a second profile got the 초성 copy. Someone in the middle
/// of a question, or anyone on a room player's connection while its question is asked, now gets
/// none of that.
@Suite struct RoomOracleTests {
    private static let initials = "/api/v1/quiz/movies?query=%E3%84%B1%E3%85%81"  // ㄱㅁ (괴물)

    /// A signed-in player in the fixture room, its first question on.
    private func playerInARunningRoom(_ app: Application, _ room: RoomFixture) async throws -> TestBrowser {
        let player = TestBrowser(app)
        try await player.onboard("참가자")
        let joined = try await player.sendJSON(
            .POST, "/api/v1/rooms/\(room.opened.pin)/players", #"{"nickname":"참가자"}"#)
        #expect(joined.status == .created)
        try await room.rooms.command(.start, room: room.opened.id, by: room.hostID)
        return player
    }

    @Test func aRoomPlayerGetsNoChosungCopyNoInitialsAndNoSoloPlayOfThePack() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let pack = try #require(try await room.rooms.room(room.opened.id).$pack.id)
            let player = try await playerInARunningRoom(app, room)

            let copy = try await player.sendJSON(.POST, "/api/v1/quiz/packs/\(pack)/chosung", "{}")
            let search = try await player.get(Self.initials)
            let solo = try await player.sendJSON(.POST, "/api/v1/quiz/packs/\(pack)/plays", "{}")
            let title = try await player.get("/api/v1/quiz/movies?query=%EA%B4%B4%EB%AC%BC")  // 괴물

            #expect(copy.status == .conflict)
            #expect(search.status == .conflict)
            #expect(solo.status == .conflict)
            #expect(title.status == .ok)
        }
    }

    @Test func aSecondProfileOnTheSameConnectionIsTheSamePlayer() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let pack = try #require(try await room.rooms.room(room.opened.id).$pack.id)
            _ = try await playerInARunningRoom(app, room)
            // Another profile in another browser, from the same address (every test request's).
            let second = TestBrowser(app)
            try await second.onboard("부계정")

            let copy = try await second.sendJSON(.POST, "/api/v1/quiz/packs/\(pack)/chosung", "{}")
            let search = try await second.get(Self.initials)
            // Between questions the connection's other profiles search again; the player does not.
            try await room.rooms.command(.skip, room: room.opened.id, by: room.hostID)
            let afterTheReveal = try await second.get(Self.initials)

            #expect(copy.status == .conflict)
            #expect(search.status == .conflict)
            #expect(afterTheReveal.status == .ok)
        }
    }

    @Test func aSoloPlayBlocksOnlyItsOwnProfileNotItsNetwork() async throws {
        try await withEncore { app, browser in
            // A student mid-question on the school's network (every test request's address)…
            _ = try await QuizFixtures.startPlay(app, browser)
            // … does not stop the teacher's editor from searching by initials.
            let teacher = TestBrowser(app)
            try await teacher.onboard("선생님")

            let student = try await browser.get(Self.initials)
            let editor = try await teacher.get(Self.initials)

            #expect(student.status == .conflict)
            #expect(editor.status == .ok)
        }
    }

    @Test func initialsAreSearchedForSignedInProfilesOnlyAndAgainOnceTheRoomIsOver() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let player = try await playerInARunningRoom(app, room)

            let anonymous = try await TestBrowser(app).get(Self.initials)
            try await room.rooms.command(.end, room: room.opened.id, by: room.hostID)
            let afterTheRoom = try await player.get(Self.initials)

            #expect(anonymous.status == .unauthorized)
            #expect(afterTheRoom.status == .ok)
        }
    }
}
