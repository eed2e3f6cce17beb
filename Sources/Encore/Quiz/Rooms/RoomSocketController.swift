import Vapor

/// `GET /rooms/{roomID}/socket`: the room's WebSocket (docs/rooms.md). Who speaks is settled before
/// the upgrade (the host by their session with `?role=host`, a player by their ticket); after it,
/// each socket's messages are handled one at a time, in order, and every refusal is an error frame:
/// a bad message never closes the socket or stops the room.
struct RoomSocketController {
    let rooms: RoomFactory

    /// Messages one player (or the host) may send a room in a second, over all their sockets; more
    /// are refused (`rateLimited`).
    static let messagesPerSecond = 5
    static let pingSeconds: Int64 = 25

    func connect(_ request: Request) async throws -> Response {
        guard let roomID = request.parameters.get(.roomID, as: UUID.self) else { throw RoomError.notFound }
        guard Self.isSameOrigin(request, configured: self.rooms.app.encore.settings.publicOrigin) else {
            throw RoomError.crossOrigin
        }
        let rooms = try self.rooms.service(request)
        let room = try await rooms.room(roomID)
        // An ended room still upgrades: the socket gets the final state (the podium), then closes.
        let game = try room.game()
        let audience = try audience(of: request, in: room, game)
        // The host's screen speaks for the host only while the session it opened with lives: a
        // password change or a sign-out elsewhere ends it, and the next command is refused (#27.10).
        let hostSession = audience.isHost ? request.receivedCookie(SessionStore.cookieName) : nil
        let language = request.language
        let services = try self.rooms.app.roomServices
        let socketID = try await admit(request, to: roomID, as: audience, services)
        let response = Response(status: .switchingProtocols)
        response.upgrader = MessageLimitedUpgrader { socket in
            // A ping now and then keeps a quiet lobby's socket open through proxies (nginx cuts a
            // connection silent for 60 s) and finds phones that went away without closing.
            socket.pingInterval = .seconds(Self.pingSeconds)
            let connection = RoomHub.Connection(id: socketID, socket: socket, audience: audience, language: language)
            let (messages, continuation) = AsyncStream.makeStream(
                of: String.self, bufferingPolicy: .bufferingNewest(64))
            socket.onText { _, text in continuation.yield(text) }
            // Every message is JSON text: a binary one is not a message of this protocol.
            socket.onBinary { _, _ in continuation.yield("") }
            socket.onClose.whenComplete { _ in continuation.finish() }
            services.inFlight.enter()
            Task {
                defer { services.inFlight.leave() }
                await services.hub.attach(connection, to: roomID)
                for await text in messages {
                    guard
                        await services.hub.allowMessage(
                            from: audience, in: roomID, limit: Self.messagesPerSecond, at: services.clock.now())
                    else {
                        // A reaction over the allowance is dropped without a word: never worth an error.
                        if case .react = try? RoomMessage.read(text) { continue }
                        services.hub.sendError(RoomError.tooManyMessages, to: connection, strings: services.strings)
                        continue
                    }
                    await handle(text, from: connection, room: roomID, hostSession: hostSession, services)
                }
                // After the attach, in the same task: a socket that closed at once is not left behind.
                await services.hub.detach(connection.id, from: roomID)
                do {
                    try await services.ledger.release(socketID)
                } catch {
                    services.logger.warning("Room socket \(socketID) stays counted until it is stale: \(error)")
                }
            }
        }
        return response
    }

    /// Counts the socket against this instance's files and the shared caps (`RoomSocketLedger`)
    /// before the upgrade, so a refusal is a plain HTTP answer; closes what it replaces.
    private func admit(_ request: Request, to roomID: UUID, as audience: RoomHub.Audience, _ services: RoomServices)
        async throws -> UUID
    {
        guard await services.hub.connectionCount < services.maxSockets else { throw RoomError.busy }
        let socketID = UUID()
        let replaced: [UUID]
        do {
            replaced = try await services.ledger.admit(
                socketID, room: roomID, speaker: "\(audience)", address: request.clientNetwork,
                addressCap: RoomSocketLedger.perAddress(instanceMax: services.maxSockets))
        } catch let refusal as RoomError {
            throw refusal
        } catch {
            request.logger.warning("Room socket could not be counted: \(String(reflecting: error))")
            throw RoomError.unavailable
        }
        await services.hub.evict(Set(replaced))
        return socketID
    }

    private func audience(of request: Request, in room: QuizRoom, _ game: RoomGame) throws -> RoomHub.Audience {
        if request.query[String.self, at: "role"] == "host" {
            guard let profile = request.auth.get(Profile.self), room.$host.id == profile.id else {
                throw RoomError.notHost
            }
            return .host(try profile.requireID())
        }
        let token = request.query[String.self, at: "token"] ?? request.receivedCookie(RoomTicket.cookieName)
        guard let token, let ticket = rooms.ticket(token: token),
            ticket.room == room.id, let player = game.player(ticket.player)
        else { throw RoomError.notAPlayer }
        guard !player.removed else { throw RoomError.removed }
        return .player(ticket.player)
    }

    private func handle(
        _ text: String, from connection: RoomHub.Connection, room: UUID, hostSession: String?,
        _ services: RoomServices
    ) async {
        let rooms = services.service
        do {
            let message = try RoomMessage.read(text)
            switch (message, connection.audience) {
            case (.answer(let answer, let question), .player(let player)):
                try await rooms.answer(answer, to: question, room: room, player: player)
            case (.hint, .player(let player)): try await rooms.hint(room: room, player: player)
            case (.react(let emoji), .player(let player)):
                try await rooms.react(emoji, room: room, player: player, limits: services.ledger.limits)
            case (.host(let command), .host(let host)):
                guard let hostSession, try await services.sessions.find(token: hostSession)?.id == host else {
                    services.hub.sendError(RoomError.notHost, to: connection, strings: services.strings)
                    connection.socket.close(code: .policyViolation, promise: nil)
                    return
                }
                try await rooms.command(command, room: room, by: host)
            case (.host, .player): throw RoomError.notHost
            case (_, .host): throw RoomError.notAPlayer
            }
        } catch let refusal as RoomMessage.Refusal {
            services.hub.sendError(refusal, to: connection, strings: services.strings)
        } catch let error as RoomError {
            services.hub.sendError(error, to: connection, strings: services.strings)
        } catch {
            services.logger.warning("Room message failed: \(String(reflecting: error))")
            services.hub.sendError(RoomError.unavailable, to: connection, strings: services.strings)
        }
    }
}

/// At most `limit` messages in any one-second window of a socket.
struct MessageRate {
    let limit: Int
    private var windowStart = Date.distantPast
    private var count = 0

    init(limit: Int) { self.limit = limit }

    mutating func allow(at now: Date) -> Bool {
        if now.timeIntervalSince(windowStart) >= 1 {
            windowStart = now
            count = 0
        }
        count += 1
        return count <= limit
    }
}

extension RoomSocketController {
    /// Whether the page that opened this request is this site's (a WebSocket is not held back by
    /// the browser's same-origin rules, so the server checks): the `Origin` header's scheme, host and
    /// port must be `ENCORE_PUBLIC_ORIGIN`'s when it is set, else this request's own (its `Host`
    /// header, and https when it came over TLS or a trusted proxy says so). Another port or scheme on
    /// the same host is another site (#27.12).
    static func isSameOrigin(_ request: Request, configured: WebOrigin?) -> Bool {
        guard let origin = request.headers.first(name: .origin) else { return true }
        guard let given = WebOrigin(origin) else { return false }
        if let configured { return given == configured }
        guard let hostHeader = request.headers.first(name: .host),
            let own = WebOrigin((request.isSecure ? "https://" : "http://") + hostHeader)
        else { return false }
        return given == own
    }
}
