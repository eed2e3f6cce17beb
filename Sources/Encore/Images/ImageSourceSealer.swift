import Crypto
import Foundation

/// Hides which picture an image URL shows: `s-<sealed>` instead of `u-…`/`r-…`. Quiz cards and
/// reveal steps use it, so nobody can decode a poster's address from the page and fetch the
/// unblurred original. The nonce is an HMAC of a scope (one play, one pack) and the source: within a
/// scope the same picture keeps its URL, so browser caches work, but no two scopes share an address,
/// so a player cannot match a question's step image against the covers of packs they made.
struct ImageSourceSealer: Sendable {
    private let key: SymmetricKey
    private let nonceKey: SymmetricKey

    init(secret: AppSecret) {
        key = secret.derivedKey(purpose: "image-source-seal")
        nonceKey = secret.derivedKey(purpose: "image-source-seal-nonce")
    }

    /// `operation` is part of the nonce too, so a cover, a step and a reveal of one poster in one
    /// play have different addresses.
    func seal(_ source: ImageSource, scope: SealScope, operation: String = "") -> String {
        let plain = Data(source.pathComponent.utf8)
        let nonceInput = Data((scope.text + "\u{0}" + operation + "\u{0}").utf8) + plain
        let nonceBytes = Array(HMAC<SHA256>.authenticationCode(for: nonceInput, using: nonceKey)).prefix(12)
        // Sealing cannot fail with a 256-bit key and a 12-byte nonce.
        let box = try! AES.GCM.seal(plain, using: key, nonce: try! AES.GCM.Nonce(data: nonceBytes))
        return "s-" + Base64URL.encode(Array(box.combined!))
    }

    func unseal(_ text: String) -> ImageSource? {
        guard text.hasPrefix("s-"), let bytes = Base64URL.decode(String(text.dropFirst(2))),
            let box = try? AES.GCM.SealedBox(combined: bytes),
            let plain = try? AES.GCM.open(box, using: key),
            let inner = String(data: plain, encoding: .utf8)
        else { return nil }
        return ImageSource(pathComponent: inner)
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
