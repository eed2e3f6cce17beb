/// What a pack asks: movie posters revealed area by area, or titles shown as their initial
/// consonants (초성: 기생충 → ㄱㅅㅊ; spaces, digits and Latin letters stay as they are).
enum QuizKind: String, Codable, Sendable {
    case poster, chosung
}
