import EncoreKit
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import WebSocketKit

/// Room sockets over SwiftNIO (WebSocketKit): what a Linux app (or the tests, or `encore-play`)
/// gives `RoomConnection`.
public struct NIORoomSocketConnector: RoomSocketConnector {
    let eventLoopGroup: any EventLoopGroup

    public init(eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton) {
        self.eventLoopGroup = eventLoopGroup
    }

    public func connect(to url: URL, headers: [String: String]) async throws -> any RoomSocket {
        let (texts, received) = AsyncStream<String>.makeStream()
        let opened = eventLoopGroup.any().makePromise(of: WebSocket.self)
        do {
            // A state frame of a room of 1,000 players with the host's names is about 60 KB.
            let configuration = WebSocketClient.Configuration(maxFrameSize: 1 << 20)
            try await WebSocket.connect(
                to: url, headers: HTTPHeaders(headers.map { ($0.key, $0.value) }), configuration: configuration,
                on: eventLoopGroup
            ) { socket in
                socket.onText { _, text in received.yield(text) }
                socket.onClose.whenComplete { _ in received.finish() }
                opened.succeed(socket)
            }.get()
        } catch WebSocketClient.Error.invalidResponseStatus(let head) {
            opened.fail(RoomSocketRefused(status: Int(head.status.code)))
            received.finish()
            throw RoomSocketRefused(status: Int(head.status.code))
        } catch {
            opened.fail(error)
            received.finish()
            throw error
        }
        return NIORoomSocket(socket: try await opened.futureResult.get(), texts: texts)
    }
}

struct NIORoomSocket: RoomSocket {
    let socket: WebSocket
    let texts: AsyncStream<String>

    func send(_ text: String) async throws {
        try await socket.send(text)
    }

    func close() async {
        try? await socket.close()
    }
}
