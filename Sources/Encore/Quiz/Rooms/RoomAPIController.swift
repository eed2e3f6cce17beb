import Vapor

/// The rooms' JSON API: open a room, and look a live one up by its PIN (joining is
/// `RoomJoinController.joinAPI`). What happens in a room then goes over its WebSocket.
struct RoomAPIController {
    let rooms: RoomFactory

    struct OpenRequest: Content {
        let packID: UUID
        let hints: Bool?
    }

    struct Opened: Content {
        let id: UUID
        let pin: String
        let joinPath: String
        let hostPath: String
        let socketPath: String
    }

    struct Summary: Content {
        let id: UUID
        let pin: String
        let packTitle: String
        let kind: QuizKind
        let phase: RoomGame.Phase
        let locked: Bool
        let playerCount: Int
        let questionCount: Int
        /// Players joining get a generated name (`FriendlyNames`): a join's nickname is passed over.
        let friendlyNames: Bool
    }

    func open(_ request: Request) async throws -> Response {
        let body = try request.content.decode(OpenRequest.self)
        let room = try await rooms.openRoom(
            packID: body.packID, host: try request.requireProfile(), hints: body.hints ?? false, request)
        let id = try room.requireID()
        return try await Opened(
            id: id, pin: room.pin, joinPath: Site.roomJoin.link(room.pin), hostPath: Site.roomHost.link(id),
            socketPath: Site.roomSocket.link(id) + "?role=host"
        ).encodeResponse(status: .created, for: request)
    }

    func summary(_ request: Request) async throws -> Summary {
        let pin = try request.roomPIN()
        let room = try await rooms.lookingUpPIN(request) { try await rooms.service(request).live(pin: pin) }
        let game = room.game
        return Summary(
            id: room.id, pin: room.pin, packTitle: room.packTitle, kind: room.kind, phase: game.phase,
            locked: game.locked, playerCount: game.activePlayers.count, questionCount: game.questionCount,
            friendlyNames: game.options.friendlyNames)
    }
}
