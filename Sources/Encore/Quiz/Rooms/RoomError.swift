/// Why a room refused a player's or the host's request. (Statuses and messages come with the room
/// routes, in `ServiceErrors` like every section's.)
enum RoomError: Error, Equatable, Sendable {
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
}
