import Vapor

extension Request {
    private struct LanguageKey: StorageKey { typealias Value = Language }

    /// The interface language: the profile's choice, else the browser's `Accept-Language`.
    var language: Language {
        if let cached = storage[LanguageKey.self] { return cached }
        let chosen =
            auth.get(Profile.self)?.language.fixed
            ?? Language.preferred(byAcceptLanguage: headers.first(name: .acceptLanguage))
        storage[LanguageKey.self] = chosen
        return chosen
    }

    /// Forget the cached language after the profile's setting changed within this request.
    func resetLanguage() { storage[LanguageKey.self] = nil }
}
