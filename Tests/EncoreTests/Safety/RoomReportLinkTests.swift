import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// Reporting from a room (#51): the big screen knows which players joined with a profile (its 신고
/// links in the lobby and under answers on screen report that profile), and a phone offers 신고 for
/// the room's pack when it is someone else's player-made pack.
@Suite struct RoomReportLinkTests {
    struct HostFrame: Decodable {
        struct Player: Decodable {
            let nickname: String
            let profileID: UUID?
        }
        let players: [Player]
    }

    static func profileID(_ app: Application, _ nickname: String) async throws -> UUID {
        try #require(try await Profile.query(on: app.db).filter(\.$nickname == nickname).first()?.requireID())
    }

    @Test func theHostsFrameNamesEachPlayersProfileAndNoneForOneWhoJoinedWithout() async throws {
        try await withEncore { app, host in
            let room = try await RoomFixture.open(app, host)
            let member = TestBrowser(app)
            try await member.onboard("프로필있음")
            let memberID = try await Self.profileID(app, "프로필있음")
            _ = try await room.join("손님")
            try await room.join("방이름", from: member)

            let frames = try await room.frames()
            let guestID = try #require(try await room.game().players.first?.id)
            let players = try JSONDecoder().decode(HostFrame.self, from: Data(frames.forHost.utf8)).players

            #expect(players.map(\.nickname) == ["손님", "방이름"])
            #expect(players.last?.profileID == memberID, "reported as the profile, whatever the room name")
            #expect(players.first?.profileID == nil)
            #expect(
                frames.forPlayer(guestID, language: .ko)?.contains("profileID") == false,
                "a phone's frame names no profile")
        }
    }

    @Test func aPhoneOffersToReportSomeoneElsesPackButNotOnesOwnOrADrawnGame() async throws {
        try await withEncore { app, host in
            let room = try await RoomFixture.open(app, host)
            let pack = try #require(try await room.rooms.room(room.opened.id).$pack.id)
            let member = TestBrowser(app)
            try await member.onboard("참가자")
            try await room.join("참가자", from: member)
            try await room.join("출제자", from: host)

            let phone = try await member.get("/rooms/\(room.opened.id)/play").body.string
            let makersPhone = try await host.get("/rooms/\(room.opened.id)/play").body.string
            let quick = try await host.postForm("/quiz/quick/room", ["level": "beginner"])
            let quickRoom = try #require(quick.headers.first(name: .location)?.split(separator: "/").dropFirst().first)
            let quickPIN = try await room.rooms.snapshot(try #require(UUID(uuidString: String(quickRoom)))).pin
            let quickJoin = try await member.sendJSON(
                .POST, "/api/v1/rooms/\(quickPIN)/players", #"{"nickname":"참가자"}"#)
            let quickPhone = try await member.get("/rooms/\(quickRoom)/play").body.string

            #expect(phone.contains("href=\"/quiz/packs/\(pack.uuidString.lowercased())/report\""))
            #expect(phone.contains("이 퀴즈 신고하기"))
            #expect(makersPhone.contains("<h1 id=\"play-title\">") && !makersPhone.contains("이 퀴즈 신고하기"))
            #expect(quickJoin.status == .created)
            #expect(quickPhone.contains("<h1 id=\"play-title\">") && !quickPhone.contains("이 퀴즈 신고하기"))
        }
    }
}
