import Foundation
import NIOConcurrencyHelpers
import Testing

@testable import EncoreKit

/// `RoomConnection` against scripted sockets (no server): what it delivers across drops, and when
/// it stops trying.
@Suite struct RoomConnectionTests {
    /// Each connect takes the next step: a socket that sends these texts and closes, or a refusal.
    final class ScriptedConnector: RoomSocketConnector {
        enum Step {
            case socket([String])
            case refused(Int)
        }

        let steps: NIOLockedValueBox<[Step]>
        let attempts = NIOLockedValueBox(0)

        init(_ steps: [Step]) {
            self.steps = NIOLockedValueBox(steps)
        }

        func connect(to url: URL, headers: [String: String]) async throws -> any RoomSocket {
            attempts.withLockedValue { $0 += 1 }
            let step = steps.withLockedValue { $0.isEmpty ? Step.refused(404) : $0.removeFirst() }
            switch step {
            case .refused(let status): throw RoomSocketRefused(status: status)
            case .socket(let texts):
                let (stream, sending) = AsyncStream<String>.makeStream()
                for text in texts { sending.yield(text) }
                sending.finish()
                return Scripted(texts: stream)
            }
        }

        struct Scripted: RoomSocket {
            let texts: AsyncStream<String>
            func send(_ text: String) async throws {}
            func close() async {}
        }
    }

    static let quick = RoomBackoff(first: .milliseconds(2), longest: .milliseconds(8))

    static func state(_ version: Int, _ phase: String = "lobby") -> String {
        """
        {"type":"state","version":\(version),"serverTime":0,"room":{"id":"8C1F6A1E-5B0D-4F4B-9B1A-3E2D7C9A0F11",\
        "pin":"482913","packTitle":"팩","kind":"chosung","phase":"\(phase)","locked":false,"hintsAllowed":false,\
        "questionNumber":0,"questionCount":2,"timeLimitMs":20000,"remainingMs":20000,"answered":0,"answering":0,\
        "playerCount":1,"standings":[],"podium":[],"teams":[],\
        "options":{"teams":0,"autoNextSeconds":0,"answersOnScreen":false,"answerNames":false,"friendlyNames":false}},"host":null,"me":null}
        """
    }

    static func delivered(_ connection: RoomConnection) async -> ([RoomFrame], (any Error)?) {
        var frames: [RoomFrame] = []
        do {
            for try await frame in connection.frames { frames.append(frame) }
            return (frames, nil)
        } catch {
            return (frames, error)
        }
    }

    @Test func aDroppedSocketComesBackAndAnOlderStateIsNotDeliveredAgain() async throws {
        let connector = ScriptedConnector([
            .socket([Self.state(1), Self.state(3)]),
            .refused(503),
            .socket([Self.state(2), "not json", Self.state(4), #"{"type":"removed","message":"안녕"}"#]),
        ])
        let connection = RoomConnection(
            url: URL(string: "ws://encore/rooms/x/socket")!, connector: connector, backoff: Self.quick)

        let (frames, failure) = await Self.delivered(connection)

        let versions = frames.compactMap { frame -> Int? in
            if case .state(let state) = frame { return state.version }
            return nil
        }
        #expect(versions == [1, 3, 4] && frames.last == .removed(message: "안녕"))
        #expect(failure == nil && connector.attempts.withLockedValue { $0 } == 3)
    }

    @Test func anEndedRoomOrAReplacedSocketStopsIt() async throws {
        for last in [Self.state(2, "ended"), #"{"type":"error","code":"replaced","message":"…"}"#] {
            let connector = ScriptedConnector([.socket([Self.state(1), last]), .socket([Self.state(3)])])
            let connection = RoomConnection(
                url: URL(string: "ws://encore/x")!, connector: connector, backoff: Self.quick)

            let (frames, failure) = await Self.delivered(connection)

            #expect(frames.count == 2 && failure == nil && connector.attempts.withLockedValue { $0 } == 1)
        }
    }

    @Test func aRoomThatIsGoneEndsTheSequenceWithTheRefusal() async throws {
        let connector = ScriptedConnector([.socket([Self.state(1)]), .refused(429), .refused(404)])
        let connection = RoomConnection(url: URL(string: "ws://encore/x")!, connector: connector, backoff: Self.quick)

        let (frames, failure) = await Self.delivered(connection)

        #expect(frames.count == 1 && connector.attempts.withLockedValue { $0 } == 3)
        #expect(failure as? RoomConnection.Failure == .refused(status: 404))
    }

    @Test func aConnectionHasOneSequence() async throws {
        let connection = RoomConnection(
            url: URL(string: "ws://encore/x")!, connector: ScriptedConnector([.socket([Self.state(1, "ended")])]))
        _ = await Self.delivered(connection)

        let (frames, failure) = await Self.delivered(connection)

        #expect(frames.isEmpty && failure as? RoomConnection.Failure == .alreadyListening)
    }

    @Test func sendingWithoutAnOpenSocketSaysSo() async throws {
        let connection = RoomConnection(url: URL(string: "ws://encore/x")!, connector: ScriptedConnector([]))

        await #expect(throws: RoomConnection.Failure.notConnected) { try await connection.send(.hint) }
    }

    /// A sign-out's `Set-Cookie` removes the cookie; attributes never become values.
    @Test func theJarKeepsWhatSetCookieSays() {
        let jar = CookieJar()

        jar.store(setCookie: [
            "encore_session=abc; Path=/; HttpOnly; SameSite=Lax", "encore_csrf=t0k; Max-Age=31536000",
        ])
        let signedIn = (jar.value("encore_session"), jar.value("encore_csrf"))
        jar.store(setCookie: ["encore_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT"])

        #expect(signedIn == ("abc", "t0k"))
        #expect(jar.value("encore_session") == nil && jar.value("encore_csrf") == "t0k")
    }
}
