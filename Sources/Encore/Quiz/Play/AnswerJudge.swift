import Hangul

/// Decides whether a typed answer names the movie: both sides normalised to
/// Hangul, Latin letters and digits, lower-cased, then compared whole. Accepted: the Korean
/// title, the original title and the maker's extra answers. An answer that normalises to
/// nothing is never correct, even when a title also normalises to nothing (a title of only
/// punctuation must not accept "?").
struct AnswerJudge: Sendable {
    private let accepted: Set<String>

    init(title: String, originalTitle: String?, extraAnswers: [String] = []) {
        let candidates = [title] + (originalTitle.map { [$0] } ?? []) + extraAnswers
        accepted = Set(candidates.map(Hangul.normalizedAnswer).filter { !$0.isEmpty })
    }

    func isCorrect(_ answer: String) -> Bool {
        let normalized = Hangul.normalizedAnswer(answer)
        return !normalized.isEmpty && accepted.contains(normalized)
    }

    /// False when no accepted answer survives normalisation (e.g. only a Japanese title): such a
    /// question could never be answered, so the pack editor asks for an extra answer.
    var isAnswerable: Bool { !accepted.isEmpty }
}
