import Vapor

/// Party rooms' services for one request (see `QuizFactory`); `roomServices` is what a socket
/// keeps after its upgrade request is gone.
struct RoomFactory: Sendable {
    let app: Application
    let quiz: QuizFactory
    private var encore: EncoreServices { app.encore }

    func service(_ request: Request) throws -> RoomService { app.rooms(on: try request.database) }

    func limits(_ request: Request) throws -> RateLimits { try app.rateLimits(for: request) }

    /// The room ticket in this browser's cookie (its path keeps it to one room's pages).
    func ticket(_ request: Request) -> RoomTicket? {
        request.receivedCookie(RoomTicket.cookieName).flatMap { ticket(token: $0) }
    }

    func ticket(token: String) -> RoomTicket? { RoomTicket(token: token, secret: encore.secret) }

    /// A ticket's token for a player who just joined.
    func ticketToken(_ ticket: RoomTicket) -> String { ticket.token(signedWith: encore.secret) }

    /// The friendly names this browser (by its device token) is offered, in the page's language.
    func friendlyNames(_ device: String, _ request: Request) -> FriendlyNames.Offer {
        FriendlyNames.Offer(device: device, language: request.language, secret: encore.secret)
    }

    /// Opens a room of any pack (a starter, a shared one, one's own or a drawn quick game).
    /// A host has at most `RoomService.liveRoomsPerHost` rooms open, and opening many in a row,
    /// from one profile or one address, is refused (#27.6); rooms older than `keptFor` go.
    func openRoom(packID: UUID, host: Profile, hints: Bool, _ request: Request) async throws -> QuizRoom {
        let hostID = try host.requireID()
        let limits = try limits(request)
        let rooms = try service(request)
        guard try await limits.allow(.roomsPerProfile, key: hostID.uuidString),
            try await limits.allow(.roomsPerAddress, key: request.clientNetwork),
            try await rooms.liveRoomCount(host: hostID) < RoomService.liveRoomsPerHost
        else { throw RoomError.tooManyRooms }
        if encore.coordination.roomSweeper.isDue(encore.clock.now().timeIntervalSince1970) {
            try await rooms.deleteOldRooms()
        }
        let packs = try quiz.packs(request)
        let pack = try await packs.playable(packID, by: hostID)
        try await packs.loadQuestions(of: pack)
        return try await rooms.open(pack, questions: pack.questions, host: hostID, hintsAllowed: hints)
    }

    /// Runs a look-up of a room by PIN from this client within the address's allowance (#27.5):
    /// look-ups in all, and above all PINs that named no room, are counted in the database, so
    /// walking the PIN space from one address is refused (429 `tooManyLookups`) long before it finds
    /// a room, on every instance alike.
    func lookingUpPIN<T: Sendable>(_ request: Request, _ work: () async throws -> T) async throws -> T {
        let address = request.clientNetwork
        let limits = try limits(request)
        guard try await limits.allow(.pinLookupsPerAddress, key: address, unlessExhausted: .pinMissesPerAddress)
        else { throw RoomError.tooManyLookups }
        do {
            return try await work()
        } catch RoomError.notFound {
            _ = try await limits.allow(.pinMissesPerAddress, key: address)
            throw RoomError.notFound
        }
    }
}
