import Foundation

/// What a play's state, its cards and its leaderboard are shown with: the time, the image URL
/// signer, and the reader's language. A page or an API call builds it once from its request
/// (`QuizFactory.presentation`), so the views of a play need nothing of HTTP.
struct PlayPresentation: Sendable {
    let now: Date
    let images: ImageURLSigner
    let strings: StringCatalog
    let language: Language
    /// The built-in films, for a 초성 reveal's other films with the same clue (`SameClue`).
    let catalog: MovieCatalog

    func text(_ key: String) -> String { strings.text(key, language) }
}
