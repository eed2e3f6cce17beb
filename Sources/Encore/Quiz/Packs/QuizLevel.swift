/// 초보 / 중수 / 고수: how many areas each poster reveals and how long each area takes to appear.
enum QuizLevel: String, Codable, CaseIterable, Sendable {
    case beginner, intermediate, expert

    var areaCount: Int {
        switch self {
        case .beginner: 5
        case .intermediate: 4
        case .expert: 3
        }
    }

    /// Seconds between one area appearing and the next: 2 s for 초보 and 중수, 3 s for 고수.
    var secondsPerArea: Int { self == .expert ? 3 : 2 }

    /// Areas showing once a question's clock has run this long: the poster starts black and one
    /// more area appears every `secondsPerArea` (solo play's clock and a room's big screen alike).
    func areasShown(afterMilliseconds elapsed: Int) -> Int {
        min(areaCount, max(0, elapsed) / (secondsPerArea * 1000))
    }

    var labelKey: String { "quiz.level.\(rawValue)" }
}
