import Crypto
import Foundation

/// Hides which picture an image URL shows: `s-<sealed>` instead of `u-…`/`r-…`. Quiz cards and
/// reveal steps use it, so nobody can decode a poster's address from the page and fetch the
/// unblurred original. Deterministic AES-GCM (the nonce is an HMAC of the source), so the same
/// picture always gets the same URL and browser caches keep working; only equality is revealed.
struct ImageSourceSealer: Sendable {
    private let key: SymmetricKey
    private let nonceKey: SymmetricKey

    init(secret: AppSecret) {
        key = secret.derivedKey(purpose: "image-source-seal")
        nonceKey = secret.derivedKey(purpose: "image-source-seal-nonce")
    }

    func seal(_ source: ImageSource) -> String {
        let plain = Data(source.pathComponent.utf8)
        let nonceBytes = Array(HMAC<SHA256>.authenticationCode(for: plain, using: nonceKey)).prefix(12)
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
