import NIOHTTP1
import NIOWebSocket
import Vapor
import WebSocketKit

/// Vapor's WebSocket upgrade with limits on whole messages too: Vapor's own limits one frame only,
/// and a client could send one message as endless continuation frames, all kept in memory until
/// it ends. Here a message may be at most `maxMessageBytes`, in at most `maxFragments` pieces.
struct MessageLimitedUpgrader: Upgrader {
    static let maxMessageBytes = 16_384
    static let maxFragments = 16

    let onUpgrade: @Sendable (WebSocket) -> Void

    func applyUpgrade(req: Request, res: Response) -> any HTTPServerProtocolUpgrader {
        var configuration = WebSocket.Configuration()
        configuration.maxAccumulatedFrameSize = Self.maxMessageBytes
        configuration.maxAccumulatedFrameCount = Self.maxFragments
        return NIOWebSocketServerUpgrader(
            maxFrameSize: Self.maxMessageBytes, automaticErrorHandling: false,
            shouldUpgrade: { channel, _ in channel.eventLoop.makeSucceededFuture([:]) },
            upgradePipelineHandler: { channel, _ in
                WebSocket.server(on: channel, config: configuration, onUpgrade: onUpgrade)
            })
    }
}
