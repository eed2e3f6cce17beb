import Foundation

/// A party room's socket that stays open as a page's does: it reconnects with `RoomBackoff` until
/// the room is over for it (a `removed` frame, an `error` frame `replaced`, a `state` whose phase is
/// `ended`), and drops a `state` older than one already delivered. Each `state` is the whole truth,
/// so a reconnect needs nothing else.
///
///     let room = RoomConnection(url: ticket.socketURL, connector: NIORoomSocketConnector())
///     for try await state in room.states { draw(state) }
public final class RoomConnection: Sendable {
    public enum Failure: Error, Equatable, Sendable {
        /// The server refused the socket with a status that trying again cannot change (403, 404, 410).
        case refused(status: Int)
        /// `send` while no socket is open (between a drop and the reconnect).
        case notConnected
        /// `frames` (or `states`) asked for a second time: a connection has one sequence.
        case alreadyListening
    }

    private let runner: Runner

    /// `url`: the room's socket (`ws://…/rooms/{id}/socket?token=…` for a player, `?role=host` with
    /// the session cookie in `headers` for the host).
    public init(
        url: URL, headers: [String: String] = [:], connector: any RoomSocketConnector,
        backoff: RoomBackoff = .documented
    ) {
        runner = Runner(url: url, headers: headers, connector: connector, backoff: backoff)
    }

    /// Every frame, `state`s in version order, across reconnects; ends after the frame that ends
    /// the room for this socket, throws `Failure.refused` when the socket cannot come back.
    /// One sequence per connection: it starts the socket when first iterated.
    public var frames: AsyncThrowingStream<RoomFrame, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task { await runner.run(continuation) }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The `state` frames of `frames`.
    public var states: AsyncThrowingCompactMapSequence<AsyncThrowingStream<RoomFrame, any Error>, RoomState> {
        frames.compactMap { frame in
            if case .state(let state) = frame { return state }
            return nil
        }
    }

    /// Sends a message on the open socket.
    public func send(_ command: RoomCommand) async throws {
        try await runner.send(String(decoding: try command.json(), as: UTF8.self))
    }

    /// Closes the socket and ends `frames`.
    public func close() async {
        await runner.close()
    }

    private actor Runner {
        let url: URL
        let headers: [String: String]
        let connector: any RoomSocketConnector
        let backoff: RoomBackoff
        var socket: (any RoomSocket)?
        var newestVersion = -1
        var closed = false
        var running = false

        init(url: URL, headers: [String: String], connector: any RoomSocketConnector, backoff: RoomBackoff) {
            (self.url, self.headers, self.connector, self.backoff) = (url, headers, connector, backoff)
        }

        func run(_ continuation: AsyncThrowingStream<RoomFrame, any Error>.Continuation) async {
            // One socket per connection: a second sequence would fight the first over it.
            guard !running else { return continuation.finish(throwing: Failure.alreadyListening) }
            running = true
            var delay = backoff.first
            while !closed, !Task.isCancelled {
                do {
                    let socket = try await connector.connect(to: url, headers: headers)
                    self.socket = socket
                    delay = backoff.first
                    if try await relay(socket, to: continuation) {
                        await socket.close()
                        return continuation.finish()
                    }
                } catch let refused as RoomSocketRefused where !refused.isTemporary {
                    return continuation.finish(throwing: Failure.refused(status: refused.status))
                } catch {
                    // Unreachable, a limit or a drop: try again after the wait.
                }
                socket = nil
                let wait = backoff.wait(at: delay, random: Double.random(in: 0..<1))
                delay = backoff.delay(after: delay)
                try? await Task.sleep(for: wait)
            }
            await socket?.close()
            continuation.finish()
        }

        /// Passes frames on until the socket closes; true when the room is over for this socket.
        private func relay(
            _ socket: any RoomSocket, to continuation: AsyncThrowingStream<RoomFrame, any Error>.Continuation
        ) async throws -> Bool {
            for await text in socket.texts {
                guard let frame = try? RoomFrame(json: Data(text.utf8)) else { continue }
                if case .state(let state) = frame {
                    guard state.version >= newestVersion else { continue }
                    newestVersion = state.version
                }
                continuation.yield(frame)
                if frame.endsTheRoomForThisSocket { return true }
            }
            return closed
        }

        func send(_ text: String) async throws {
            guard let socket else { throw Failure.notConnected }
            try await socket.send(text)
        }

        func close() async {
            closed = true
            await socket?.close()
            socket = nil
        }
    }
}
