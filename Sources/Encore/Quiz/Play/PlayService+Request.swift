import Vapor

extension Request {
    var plays: PlayService {
        get throws {
            PlayService(
                database: try database, clock: encore.clock, locks: encore.coordination.playLocks,
                limits: try rateLimits)
        }
    }

    /// The page forms' PLAY: starts a play of the pack and sends the player to it.
    func startPlaying(_ packID: UUID, as player: Profile) async throws -> Response {
        let play = try await plays.start(packID: packID, player: player, addressKey: clientAddressKey)
        return redirect(to: Site.quizPlay.link(try play.requireID()), redirectType: .normal)
    }
}
