import Foundation

/// Fair 초성 judging (#29): a clue stands for every film that has it, so a 초성 question also
/// accepts the catalog's other films with the same clue (ㅁㄹ: 명량, and 뮬란 too), in solo play,
/// quick games and rooms alike, and its reveal names them. A poster question shows no clue.
enum SameClue {
    /// The catalog's other titles with the question's clue, in the catalog's order; empty for a
    /// poster question.
    static func titles(for question: QuizQuestion, kind: QuizKind, in catalog: MovieCatalog) -> [String] {
        guard kind == .chosung else { return [] }
        let own = question.judge
        return catalog.titles(withClue: TitleClue.text(for: question.title)).filter { !own.isCorrect($0) }
    }

    /// How a question judges an answer: its own answers and, for a 초성 question, the same clue's
    /// other films.
    static func judge(for question: QuizQuestion, kind: QuizKind, in catalog: MovieCatalog) -> AnswerJudge {
        AnswerJudge(
            title: question.title, originalTitle: question.originalTitle,
            extraAnswers: question.extraAnswers + titles(for: question, kind: kind, in: catalog))
    }
}
