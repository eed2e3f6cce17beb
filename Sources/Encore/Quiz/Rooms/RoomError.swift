/// Why a room refused a player's or the host's request (statuses and messages: `ServiceErrors`;
/// the same name is an error frame's `code`).
enum RoomError: ServiceError, Equatable {
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
}

extension RoomError {
    /// The name an error frame carries (docs/rooms.md) and its message key's last part.
    var code: String { String(describing: self) }
}
