import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// A room of `QuizFixtures`' two-question pack (괴물, 기생충), opened through the API by its maker,
/// under a clock moved by hand.
struct RoomFixture {
    let clock: ManualClock
    let host: TestBrowser
    let hostID: UUID
    let opened: RoomAPIController.Opened

    static func open(_ app: Application, _ browser: TestBrowser, hints: Bool = true) async throws -> RoomFixture {
        let clock = ManualClock()
        app.encore.clock = clock.appClock
        let pack = try await QuizFixtures.makePack(app, browser)
        let response = try await browser.sendJSON(
            .POST, "/api/v1/rooms", #"{"packID":"\#(pack.id)","hints":\#(hints)}"#)
        #expect(response.status == .created)
        let host = try #require(try await Profile.query(on: app.db).filter(\.$nickname == "출제자").first())
        return RoomFixture(
            clock: clock, host: browser, hostID: try host.requireID(),
            opened: try response.content.decode(RoomAPIController.Opened.self))
    }

    var rooms: RoomService {
        get throws { host.app.rooms(on: try host.app.database) }
    }

    /// A guest joining through the API from a browser of their own (or `browser`, signed in or not).
    @discardableResult
    func join(_ nickname: String, from browser: TestBrowser? = nil) async throws -> (
        TestBrowser, RoomJoinController.Ticket
    ) {
        let browser = browser ?? TestBrowser(host.app)
        let response = try await browser.sendJSON(
            .POST, "/api/v1/rooms/\(opened.pin)/players", #"{"nickname":"\#(nickname)"}"#)
        #expect(response.status == .created, "\(response.body.string)")
        return (browser, try response.content.decode(RoomJoinController.Ticket.self))
    }

    func game() async throws -> RoomGame { try await rooms.room(opened.id).game() }

    func frames() async throws -> RoomFrames {
        let app = host.app
        let presentation = PlayPresentation(
            now: clock.now, images: app.encore.images.urls, strings: app.encore.strings, language: .ko,
            catalog: app.encore.data.catalog)
        return try RoomFrames(try await rooms.room(opened.id), shownWith: presentation)
    }
}
