import NIOHTTP1

/// Why a room refused a player's or the host's request: an API error's and an error frame's
/// `code` (docs/rooms.md), its status and its message.
enum RoomError: DomainErrorCatalog, Equatable {
    /// No live room has that PIN or id.
    case notFound
    /// A host command from someone who is not the room's host.
    case notHost
    /// Hints are off in this room, or the question has none left.
    case noHints
    /// A socket opened from another site's page.
    case crossOrigin
    case locked
    case full
    case nicknameTaken
    /// The host removed this player: they may not come back.
    case removed
    case ended
    case notAPlayer
    /// Nobody to play with yet: the host cannot start an empty room.
    case noPlayers
    /// The request does not fit the moment (start twice, answer during a reveal, next while asking …).
    case wrongPhase
    /// A late joiner's first question has not come yet.
    case notYetPlaying
    case alreadyAnswered
    /// A room of a pack with no questions, or no time to answer them.
    case noQuestions
    /// The question was paused as often as `PauseRule` allows.
    case noMorePauses
    /// Too many sockets from this player, this address or in this room, or opened too fast (#27).
    case tooManySockets
    /// This instance holds as many room sockets as it may (the rest of its files are kept for
    /// pages and the database); another instance, or a moment later, will take it.
    case busy
    /// A limit could not be checked (the database did not answer): refused, never let through.
    case unavailable
    /// Too many rooms open at once by this host or address, or opened too fast.
    case tooManyRooms
    /// Too many PIN look-ups from this address, most of them for no room.
    case tooManyLookups
    /// More messages in a second than a player (or the host) may send.
    case tooManyMessages
    /// The same player opened a newer socket and this one was their oldest: the page should not
    /// reconnect by itself.
    case replaced
}

extension RoomError {
    // A limit's refusal says when to try again: a minute for a count, a moment for capacity. The
    // message keys keep the first names of the codes.
    static let everyCase: [RoomError] = [
        .notFound, .notHost, .noHints, .crossOrigin, .locked, .full, .nicknameTaken, .removed, .ended, .notAPlayer,
        .noPlayers, .wrongPhase, .notYetPlaying, .alreadyAnswered, .noQuestions, .noMorePauses, .tooManySockets, .busy,
        .unavailable, .tooManyRooms, .tooManyLookups, .tooManyMessages, .replaced,
    ]

    var answer: ErrorAnswer {
        switch self {
        case .notFound: ErrorAnswer("roomNotFound", .notFound, "rooms.error.notFound")
        case .notHost: ErrorAnswer("notHost", .forbidden, "rooms.error.notHost")
        case .noHints: ErrorAnswer("noHints", .conflict, "rooms.error.noHints")
        case .crossOrigin: ErrorAnswer("crossOrigin", .forbidden, "rooms.error.crossOrigin")
        case .locked: ErrorAnswer("roomLocked", .locked, "rooms.error.locked")
        case .full: ErrorAnswer("roomFull", .conflict, "rooms.error.full", arguments: [String(RoomGame.maxPlayers)])
        case .nicknameTaken: ErrorAnswer("nicknameTaken", .conflict, "rooms.error.nicknameTaken")
        case .removed: ErrorAnswer("removedFromRoom", .forbidden, "rooms.error.removed")
        case .ended: ErrorAnswer("roomEnded", .gone, "rooms.error.ended")
        case .notAPlayer: ErrorAnswer("notAPlayer", .forbidden, "rooms.error.notAPlayer")
        case .noPlayers: ErrorAnswer("noPlayers", .conflict, "rooms.error.noPlayers")
        case .wrongPhase: ErrorAnswer("wrongPhase", .conflict, "rooms.error.wrongPhase")
        case .notYetPlaying: ErrorAnswer("notYetPlaying", .conflict, "rooms.error.notYetPlaying")
        case .alreadyAnswered: ErrorAnswer("alreadyAnswered", .conflict, "rooms.error.alreadyAnswered")
        case .noQuestions: ErrorAnswer("noQuestions", .unprocessableEntity, "rooms.error.noQuestions")
        case .noMorePauses: ErrorAnswer("noMorePauses", .conflict, "rooms.error.noMorePauses")
        case .tooManySockets:
            ErrorAnswer("tooManySockets", .tooManyRequests, "rooms.error.tooManySockets", retryAfter: 60)
        case .busy: ErrorAnswer("instanceBusy", .serviceUnavailable, "rooms.error.busy", retryAfter: 5)
        case .unavailable: ErrorAnswer("unavailable", .serviceUnavailable, "rooms.error.unavailable", retryAfter: 5)
        case .tooManyRooms: ErrorAnswer("tooManyRooms", .tooManyRequests, "rooms.error.tooManyRooms", retryAfter: 60)
        case .tooManyLookups:
            ErrorAnswer("tooManyLookups", .tooManyRequests, "rooms.error.tooManyLookups", retryAfter: 60)
        case .tooManyMessages: ErrorAnswer("rateLimited", .tooManyRequests, "rooms.error.rateLimited", retryAfter: 60)
        case .replaced: ErrorAnswer("replaced", .conflict, "rooms.error.replaced")
        }
    }
}
