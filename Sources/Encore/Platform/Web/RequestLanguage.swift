import Vapor

extension Request {
    private struct LanguageKey: StorageKey { typealias Value = Language }
    private struct ChosenLanguageKey: StorageKey { typealias Value = Language }

    /// The interface language: the one the signed-in visitor chose (`chosenLanguage`), else the
    /// browser's `Accept-Language`.
    var language: Language {
        if let cached = storage[LanguageKey.self] { return cached }
        let chosen = chosenLanguage ?? Language.preferred(byAcceptLanguage: headers.first(name: .acceptLanguage))
        storage[LanguageKey.self] = chosen
        return chosen
    }

    /// The language the visitor chose in their settings, set by whatever signs the request in (a
    /// section this layer does not know); nil lets the browser's choice stand.
    var chosenLanguage: Language? {
        get { storage[ChosenLanguageKey.self] }
        set {
            storage[ChosenLanguageKey.self] = newValue
            storage[LanguageKey.self] = nil
        }
    }
}
