/// Points for a right answer in a room, as live quiz games count them: up to 1,000 for speed (a
/// right answer at once gets 1,000, at the last moment 500), plus 100 for each right answer in a
/// row before this one, at most 500; each hint taken costs a fifth of that, as in solo play. A
/// wrong answer or none gets nothing and ends the streak.
enum RoomScoring {
    static let fullPoints = 1_000
    static let streakStep = 100
    static let maxStreakBonus = 500

    /// `streakBefore`: right answers in a row just before this one.
    static func points(elapsedMilliseconds: Int, limitMilliseconds: Int, streakBefore: Int, hints: Int = 0) -> Int {
        let elapsed = min(max(0, elapsedMilliseconds), limitMilliseconds)
        // Integer arithmetic: the same answer scores the same on every instance.
        let speed = fullPoints - fullPoints * elapsed / (2 * limitMilliseconds)
        let full = speed + min(maxStreakBonus, streakStep * max(0, streakBefore))
        return full * max(0, 5 - hints) / 5
    }
}
