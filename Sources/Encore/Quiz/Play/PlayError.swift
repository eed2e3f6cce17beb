/// What can stop a change to a play, in the quiz's words. `ServiceErrors` gives each its status and
/// message.
enum PlayError: ServiceError, Equatable {
    /// No such play, or someone else's (its existence is not theirs to know).
    case playNotFound
    case packNotFound
    case finished
    /// The current question was answered or timed out already.
    case alreadySettled
    /// The clock is paused: resume first.
    case paused
    /// "Next" before the current question was settled.
    case notAnswered
    case noHintsLeft
    case pauseLimitReached
    /// A party room of this pack is being played by this profile or on its connection: a solo play
    /// would judge the room's answers for it.
    case roomInProgress
    /// Too many attempts on this play within the attempt window.
    case tooFast(retryAfterSeconds: Int)
}
