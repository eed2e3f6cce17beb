import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import Testing
import Vapor
import WebSocketKit

@testable import Encore

/// A WebSocket client for room tests: keeps every text frame it receives, in order, and waits for
/// the next one that matches. Waiting is on signals (each frame, the socket closing), never a clock:
/// `hangGuard` only ends a wait that would otherwise block the run forever, and asserts nothing
/// about speed. Its lock is NIO's lock box (see `ChangeSignal`).
final class TestSocket: Sendable {
    static let hangGuard: Duration = .seconds(60)

    private let socket: WebSocket
    private let received = NIOLockedValueBox<[String]>([])
    /// Woken on every frame and when the socket closes.
    private let changes = ChangeSignal()

    private init(_ socket: WebSocket) { self.socket = socket }

    /// Connects to `path` on the running app; nil when the server refused the upgrade.
    static func connect(_ app: Application, _ path: String, headers: HTTPHeaders = [:]) async throws -> TestSocket? {
        let port = try #require(app.http.server.shared.localAddress?.port)
        let upgraded = app.eventLoopGroup.any().makePromise(of: TestSocket.self)
        do {
            try await WebSocket.connect(
                to: "ws://127.0.0.1:\(port)\(path)", headers: headers, on: app.eventLoopGroup
            ) { socket in
                let client = TestSocket(socket)
                socket.onText { _, text in client.receive(text) }
                socket.onClose.whenComplete { _ in client.changes.signal() }
                upgraded.succeed(client)
            }.get()
        } catch {
            upgraded.fail(error)
            return nil
        }
        // The connection is made before the upgrade is: the socket is ready once it calls back.
        return try await upgraded.futureResult.get()
    }

    var frames: [String] { received.withLockedValue { $0 } }

    var states: [[String: Any]] {
        frames.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    func send(_ text: String) { socket.send(text, promise: nil) }

    /// One message in `count` pieces of `size` bytes, the last never sent (a message that never ends).
    func sendFragments(_ count: Int, of size: Int) {
        let piece = Array(repeating: UInt8(ascii: "a"), count: size)
        socket.send(raw: piece, opcode: .text, fin: false, promise: nil)
        for _ in 1..<count { socket.send(raw: piece, opcode: .continuation, fin: false, promise: nil) }
    }

    /// Waits until the server closed this socket (false only if it never does).
    func closedByServer() async throws -> Bool {
        await changes.wait(until: { self.socket.isClosed }, giveUpAfter: Self.hangGuard)
    }

    func close() async throws { try await socket.close(code: .normalClosure).get() }

    var isClosed: Bool { socket.isClosed }

    /// The first frame (already received or still to come) after the first `skip` that matches.
    func next(after skip: Int = 0, where match: @escaping @Sendable ([String: Any]) -> Bool)
        async throws -> [String: Any]
    {
        let found: @Sendable () -> [String: Any]? = { self.states.dropFirst(skip).first(where: match) }
        if await changes.wait(until: { found() != nil }, giveUpAfter: Self.hangGuard), let frame = found() {
            return frame
        }
        Issue.record("No matching frame in \(frames.count) received: \(frames.suffix(3))")
        throw CancellationError()
    }

    /// The next `state` frame in `phase` (and at `question`, if given).
    func state(_ phase: String, question: Int? = nil, after skip: Int = 0) async throws -> [String: Any] {
        try await next(after: skip) { frame in
            guard frame["type"] as? String == "state", let room = frame["room"] as? [String: Any] else { return false }
            return room["phase"] as? String == phase && (question == nil || room["questionNumber"] as? Int == question)
        }
    }

    func error(_ code: String, after skip: Int = 0) async throws -> [String: Any] {
        try await next(after: skip) { $0["type"] as? String == "error" && $0["code"] as? String == code }
    }

    private func receive(_ text: String) {
        received.withLockedValue { $0.append(text) }
        changes.signal()
    }
}
