import Foundation

/// What a view model needs to word and link what it shows: the reader's language, the strings,
/// and the image signer. Controllers make one from their request (`request.viewContext`) and hand
/// it down, so view models and DTOs never take a `Request` (#28.1).
struct ViewContext: Sendable {
    let language: Language
    let strings: StringCatalog
    let images: ImageURLSigner

    func text(_ key: String, _ arguments: [String] = []) -> String { strings.text(key, language, arguments) }

    /// A signed image path; `sealedIn` hides the source.
    func imageURL(_ operation: ImageOperation, _ source: ImageSource, sealedIn scope: SealScope? = nil) -> String {
        images.path(operation, source, sealedIn: scope)
    }

    func avatarURL(of profile: Profile, size: Int = 128) -> String { images.avatarURL(of: profile, size: size) }

    func avatarURL(id: UUID?, nickname: String, upload: String?, size: Int = 128) -> String {
        images.avatarURL(id: id, nickname: nickname, upload: upload, size: size)
    }
}
