import Crypto
import Foundation

/// Hides which picture an image URL shows: `s-<sealed>` instead of `u-…`/`r-…`. Quiz cards and
/// reveal steps use it, so nobody can decode a poster's address from the page and fetch the
/// unblurred original. The nonce is an HMAC of a scope (one play, one pack) and the source: within a
/// scope the same picture keeps its URL, so browser caches work, but no two scopes share an address,
/// so a player cannot match a question's step image against the covers of packs they made.
/// Inside the seal travels the scope's look key for that picture (`ScopeLook`): the same for every
/// operation in one scope, unknown to anyone without the secret.
struct ImageSourceSealer: Sendable {
    private let key: SymmetricKey
    private let nonceKey: SymmetricKey
    private let lookKey: SymmetricKey

    init(secret: AppSecret) {
        key = secret.derivedKey(purpose: "image-source-seal")
        nonceKey = secret.derivedKey(purpose: "image-source-seal-nonce")
        lookKey = secret.derivedKey(purpose: "image-scope-look")
    }

    /// A source and the look its scope gives it.
    struct Opened: Sendable, Equatable {
        let source: ImageSource
        let look: String
    }

    /// `operation` is part of the nonce too, so a cover, a step and a reveal of one poster in one
    /// play have different addresses.
    func seal(_ source: ImageSource, scope: SealScope, operation: String = "") -> String {
        let scoped = Data((scope.text + "\u{0}" + source.pathComponent).utf8)
        let code = HMAC<SHA256>.authenticationCode(for: scoped, using: lookKey)
        let look = Base64URL.encode(Array(Data(code).prefix(12)))
        let plain = Data((source.pathComponent + "\u{0}" + look).utf8)
        let nonceInput = Data((scope.text + "\u{0}" + operation + "\u{0}").utf8) + Data(source.pathComponent.utf8)
        let nonceBytes = Array(HMAC<SHA256>.authenticationCode(for: nonceInput, using: nonceKey)).prefix(12)
        // Sealing cannot fail with a 256-bit key and a 12-byte nonce.
        let box = try! AES.GCM.seal(plain, using: key, nonce: try! AES.GCM.Nonce(data: nonceBytes))
        return "s-" + Base64URL.encode(Array(box.combined!))
    }

    func unseal(_ text: String) -> ImageSource? { open(text)?.source }

    /// The source and its look; an address sealed before looks travelled inside (#52.5) keeps the
    /// look of its own text, as it was rendered then.
    func open(_ text: String) -> Opened? {
        guard text.hasPrefix("s-"), let bytes = Base64URL.decode(String(text.dropFirst(2))),
            let box = try? AES.GCM.SealedBox(combined: bytes),
            let plain = try? AES.GCM.open(box, using: key),
            let inner = String(data: plain, encoding: .utf8)
        else { return nil }
        let parts = inner.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false)
        guard let source = ImageSource(pathComponent: String(parts[0])) else { return nil }
        return Opened(source: source, look: parts.count == 2 ? String(parts[1]) : text)
    }
}

/// Where a sealed address may repeat: within one play (its steps and its reveals), one pack's cover,
/// or one day's daily puzzle.
enum SealScope: Sendable, Equatable {
    case play(UUID)
    case pack(UUID)
    /// A day's 오늘의 퀴즈 poster: the same for everyone that day.
    case daily(Int)

    var text: String {
        switch self {
        case .play(let id): "play:\(id.uuidString)"
        case .pack(let id): "pack:\(id.uuidString)"
        case .daily(let number): "daily:\(number)"
        }
    }
}
