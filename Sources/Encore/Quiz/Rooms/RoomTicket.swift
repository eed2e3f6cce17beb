import Crypto
import Foundation

/// A player's proof of being in a room: the room's id, the player's id and an HMAC of both with the
/// app's secret (`<room>.<player>.<mac>`). The `encore_room` cookie carries it for a browser, and a
/// non-browser client sends it as `?token=`. Player ids are in every frame; without the key no
/// one can turn one into a ticket.
struct RoomTicket: Equatable, Sendable {
    static let cookieName = "encore_room"

    let room: UUID
    let player: UUID

    func token(signedWith secret: AppSecret) -> String {
        "\(room.uuidString).\(player.uuidString).\(Self.mac(room, player, secret))"
    }

    init(room: UUID, player: UUID) {
        self.room = room
        self.player = player
    }

    /// Nil for anything that is not a ticket this server signed.
    init?(token: String, secret: AppSecret) {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let room = UUID(uuidString: String(parts[0])),
            let player = UUID(uuidString: String(parts[1])),
            let given = Base64URL.decode(String(parts[2])),
            let expected = Base64URL.decode(Self.mac(room, player, secret)),
            given.count == expected.count,
            zip(given, expected).reduce(0, { $0 | ($1.0 ^ $1.1) }) == 0
        else { return nil }
        self.init(room: room, player: player)
    }

    private static func mac(_ room: UUID, _ player: UUID, _ secret: AppSecret) -> String {
        let input = Data("\(room.uuidString.lowercased())/\(player.uuidString.lowercased())".utf8)
        return Base64URL.encode(
            Array(HMAC<SHA256>.authenticationCode(for: input, using: secret.derivedKey(purpose: "room-ticket"))))
    }
}
