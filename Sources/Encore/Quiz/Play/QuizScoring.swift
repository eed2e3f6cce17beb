/// Points for a play. A right answer is worth 100, plus up to 100 for speed (the time left, unless
/// the pack's maker turned speed scoring off), plus 20 for each right answer in a row before it
/// (at most 100). A time-out scores nothing and ends the streak. Each hint used on a question takes
/// a fifth off what it scores.
enum QuizScoring {
    static let correctPoints = 100
    static let maxSpeedPoints = 100
    static let streakPointsPerAnswer = 20
    static let maxStreakPoints = 100
    static let hintCostPercent = 20

    struct Score: Codable, Equatable, Sendable {
        let total: Int
        let perQuestion: [Int]
        let bestStreak: Int
    }

    static func score(_ outcomes: [PlayOutcome], speedScoring: Bool) -> Score {
        var streak = 0, bestStreak = 0
        var points: [Int] = []
        for outcome in outcomes {
            guard outcome.result == .correct else {
                streak = 0
                points.append(0)
                continue
            }
            let left = max(0, PlayClock.questionMilliseconds - outcome.elapsedMilliseconds)
            let speed =
                speedScoring
                ? (maxSpeedPoints * left + PlayClock.questionMilliseconds / 2) / PlayClock.questionMilliseconds : 0
            let streakBonus = min(maxStreakPoints, streakPointsPerAnswer * streak)
            streak += 1
            bestStreak = max(bestStreak, streak)
            let hints = min(max(0, outcome.hints ?? 0), 100 / hintCostPercent)
            points.append((correctPoints + speed + streakBonus) * (100 - hintCostPercent * hints) / 100)
        }
        return Score(total: points.reduce(0, +), perQuestion: points, bestStreak: bestStreak)
    }
}
