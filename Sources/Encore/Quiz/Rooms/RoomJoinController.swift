import Vapor

/// Joining a party room by its PIN: the form (`/join/{pin}`, a signed-in player's nickname filled
/// in), and the API for clients that are not a browser page. A refusal shows the form again with
/// its message and status (422 a nickname against the rules, 409 taken or full, 423 locked …).
struct RoomJoinController {
    let rooms: RoomFactory

    struct FormContent: Encodable, Hashable, Sendable {
        let pin: String
        let packTitle: String
        let playerCount: Int
        let nickname: String
        let message: String?
        let action: String
        /// Friendly names only: the name this phone is offered, its spin, and the next spin's link.
        let friendlyName: String?
        let spin: Int
        let spinsLeft: Int
        let nextSpin: String?
    }

    struct JoinForm: Content {
        let nickname: String?
        /// Friendly names only: which spin's name (0…`FriendlyNames.spins`).
        let spin: Int?
    }

    struct Ticket: Content {
        let roomID: UUID
        let playerID: UUID
        /// The name the room shows: as typed, or the friendly name given.
        let nickname: String
        let token: String
        let socketPath: String
        let playPath: String
    }

    /// How long a player's ticket cookie is kept: longer than any game.
    static let ticketSeconds = 24 * 3_600

    func form(_ request: Request) async throws -> Response {
        let pin = try request.roomPIN()
        let room = try await rooms.lookingUpPIN(request) { try await rooms.service(request).live(pin: pin) }
        let nickname = request.auth.get(Profile.self)?.nickname ?? ""
        // A friendly name is this device's: a new phone gets its token with the form.
        let device = RoomDevice.token(of: request)
        let spin = Self.spin(request.query[Int.self, at: "spin"])
        let response = try await render(
            request, room, nickname: nickname, message: nil, spin: spin, device: device.token)
        if device.isNew, room.game.options.friendlyNames {
            RoomDevice.setCookie(device.token, on: response, for: request)
        }
        return response
    }

    /// A spin asked for, kept within 0…`FriendlyNames.spins` (a page link; the API refuses others).
    private static func spin(_ asked: Int?) -> Int { min(max(asked ?? 0, 0), FriendlyNames.spins) }

    func join(_ request: Request) async throws -> Response {
        let pin = try request.roomPIN()
        let form = try? request.content.decode(JoinForm.self)
        let typed = form?.nickname ?? ""
        let spin = Self.spin(form?.spin)
        // One token for the attempt and the page that refuses it: a new phone is offered, and keeps,
        // the name it was refused under.
        let device = RoomDevice.token(of: request)
        do {
            let ticket = try await admit(request, pin: pin, nickname: typed, spin: spin, device: device.token)
            let response = request.redirect(to: ticket.playPath, redirectType: .normal)
            setCookies(ticket, device, on: response, request)
            return response
        } catch {
            guard let problem = Problem.explained(error), let room = try? await rooms.service(request).live(pin: pin)
            else { throw error }
            let message = request.text(problem.key, problem.arguments)
            let response = try await render(
                request, room, nickname: typed, message: message, spin: spin, device: device.token,
                status: problem.status)
            if device.isNew, room.game.options.friendlyNames {
                RoomDevice.setCookie(device.token, on: response, for: request)
            }
            return response
        }
    }

    /// `POST /api/v1/rooms/{pin}/players`: the ticket in the body (and the cookie, as for a page).
    func joinAPI(_ request: Request) async throws -> Response {
        let body = try request.content.decode(JoinForm.self)
        let nickname = body.nickname ?? request.auth.get(Profile.self)?.nickname ?? ""
        if let spin = body.spin, !(0...FriendlyNames.spins).contains(spin) {
            throw FieldProblem("spin", "rooms.join.spinRange", [String(FriendlyNames.spins)])
        }
        let device = RoomDevice.token(of: request)
        let ticket = try await admit(
            request, pin: try request.roomPIN(), nickname: nickname, spin: body.spin ?? 0, device: device.token)
        let response = try await ticket.encodeResponse(status: .created, for: request)
        setCookies(ticket, device, on: response, request)
        return response
    }

    /// The ticket of this browser (`device`'s token) joining.
    private func admit(_ request: Request, pin: String, nickname: String, spin: Int, device: String) async throws
        -> Ticket
    {
        let trimmed = nickname.trimmingCharacters(in: .whitespacesAndNewlines)
        try await rooms.limits(request).require(.roomJoinsPerAddress, key: request.clientNetwork)
        let profile = try request.auth.get(Profile.self)?.requireID()
        let joined = try await rooms.lookingUpPIN(request) {
            try await rooms.service(request).join(
                pin: pin, nickname: trimmed, offer: rooms.friendlyNames(device, request), spin: spin,
                profile: profile, device: RoomDevice.key(device), addressKey: request.clientNetworkKey)
        }
        let id = try joined.room.requireID()
        let token = rooms.ticketToken(RoomTicket(room: id, player: joined.player))
        let ticket = Ticket(
            roomID: id, playerID: joined.player, nickname: joined.nickname, token: token,
            socketPath: Site.roomSocket.link(id), playPath: Site.roomPlay.link(id))
        return ticket
    }

    /// The ticket's cookie, and the device's when this browser had none.
    private func setCookies(
        _ ticket: Ticket, _ device: (token: String, isNew: Bool), on response: Response, _ request: Request
    ) {
        if device.isNew { RoomDevice.setCookie(device.token, on: response, for: request) }
        // Every page and socket of this room (and no other room's) gets it; paths are case-sensitive,
        // so it is written as the routes print the id.
        response.cookies[RoomTicket.cookieName] = CookieFactory.make(
            ticket.token, maxAge: Self.ticketSeconds, path: "/rooms/" + ticket.roomID.pathSegment, for: request)
    }

    private func render(
        _ request: Request, _ room: RoomSnapshot, nickname: String, message: String?, spin: Int, device: String,
        status: HTTPResponseStatus = .ok
    ) async throws -> Response {
        let friendly = room.game.options.friendlyNames
        let content = FormContent(
            pin: room.pin, packTitle: room.packTitle, playerCount: room.game.activePlayers.count,
            nickname: String(nickname.prefix(40)), message: message, action: Site.roomJoin.link(room.pin),
            friendlyName: friendly ? rooms.friendlyNames(device, request).name(in: room.id, spin: spin) : nil,
            spin: spin, spinsLeft: FriendlyNames.spins - spin,
            nextSpin: friendly && spin < FriendlyNames.spins
                ? Links.withQuery(Site.roomJoin.link(room.pin), [("spin", String(spin + 1))]) : nil)
        let joinURL = request.absoluteURL(Site.roomJoin.link(room.pin))
        let og = request.openGraph(
            title: request.text("og.room.title", [room.packTitle]),
            description: request.text("og.room.description", [room.pin]),
            card: PreviewCard(
                title: room.packTitle, subtitle: request.text("og.room.subtitle", [room.pin]), badge: room.pin,
                qr: joinURL))
        // The form names its whole body (the CSRF token is the frame's stand-in): kept, no template runs.
        return try await request.pageResponse(
            "rooms/join", key: content, title: request.text("rooms.join.title"), tab: .quiz, status: status, og: og
        ) { content }
    }
}

extension Request {
    /// A PIN is six digits; anything else names no room.
    func roomPIN() throws -> String {
        guard let pin = parameters.get(.pin), pin.count == JoinInput.pinLength,
            pin.allSatisfy({ $0.isASCII && $0.isNumber })
        else { throw RoomError.notFound }
        return pin
    }
}

extension RoomDevice {
    /// This browser's token, and whether it is new (and must be set on the response).
    static func token(of request: Request) -> (token: String, isNew: Bool) {
        if let existing = request.receivedCookie(cookieName), existing.count == 43 { return (existing, false) }
        return (RandomToken.make(bytes: 32), true)
    }

    static func setCookie(_ token: String, on response: Response, for request: Request) {
        response.cookies[cookieName] = CookieFactory.make(token, maxAge: lifetime, for: request)
    }
}
