import EncoreKit
import EncoreKitNIO
import Foundation
import NIOConcurrencyHelpers
import Testing

/// One EncoreKit room connection as a test watches it: every frame it delivered, and waits for
/// the one a step needs, woken by each frame (no clock): a wait ends when the frame comes, or
/// fails when the connection ends without it.
actor RoomScreen {
    struct NeverCame: Error, CustomStringConvertible {
        let what: String
        var description: String { "never came: \(what)" }
    }

    let connection: RoomConnection
    private(set) var frames: [RoomFrame] = []
    private(set) var failure: (any Error)?
    private(set) var ended = false
    /// Waits to wake at the next frame or at the end.
    private var sleepers: [CheckedContinuation<Void, Never>] = []

    init(_ connection: RoomConnection) {
        self.connection = connection
    }

    static func watching(_ connection: RoomConnection) async -> RoomScreen {
        let screen = RoomScreen(connection)
        await screen.start()
        return screen
    }

    private func start() {
        Task {
            do {
                for try await frame in connection.frames { record(frame) }
            } catch {
                fail(error)
            }
            finish()
        }
    }

    private func record(_ frame: RoomFrame) {
        frames.append(frame)
        wake()
    }

    private func fail(_ error: any Error) { failure = error }

    private func finish() {
        ended = true
        wake()
    }

    private func wake() {
        let woken = sleepers
        sleepers = []
        for sleeper in woken { sleeper.resume() }
    }

    /// The first state delivered that fits.
    func state(_ what: String, where fits: @Sendable (RoomState) -> Bool) async throws -> RoomState {
        try await waitFor(what) { frames in
            for case .state(let state) in frames where fits(state) { return state }
            return nil
        }
    }

    /// The code of the first error frame delivered.
    func errorCode(_ what: String) async throws -> String {
        try await waitFor(what) { frames in
            for case .error(let code, _) in frames { return code }
            return nil
        }
    }

    private func waitFor<T>(_ what: String, _ find: ([RoomFrame]) -> T?) async throws -> T {
        while true {
            if let found = find(frames) { return found }
            if ended { throw NeverCame(what: what + (failure.map { " (the connection failed: \($0))" } ?? "")) }
            await withCheckedContinuation { sleepers.append($0) }
        }
    }
}

/// SwiftNIO's room sockets, keeping every text frame as it came, so the frames can be compared
/// with what EncoreKit's types make of them.
final class RecordingConnector: RoomSocketConnector {
    let texts = NIOLockedValueBox<[String]>([])
    private let real = NIORoomSocketConnector()

    func connect(to url: URL, headers: [String: String]) async throws -> any RoomSocket {
        let socket = try await real.connect(to: url, headers: headers)
        let (texts, relay) = AsyncStream<String>.makeStream()
        let kept = self.texts
        Task {
            for await text in socket.texts {
                kept.withLockedValue { $0.append(text) }
                relay.yield(text)
            }
            relay.finish()
        }
        return RecordedSocket(socket: socket, texts: texts)
    }

    struct RecordedSocket: RoomSocket {
        let socket: any RoomSocket
        let texts: AsyncStream<String>

        func send(_ text: String) async throws { try await socket.send(text) }
        func close() async { await socket.close() }
    }
}
