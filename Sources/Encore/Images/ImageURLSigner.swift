/// Makes and checks `/img/<signature>/<operation>/<source>` URLs. The signature is HMAC-SHA256 of
/// operation and source with the app secret, so only the server decides which images exist.
struct ImageURLSigner: Sendable {
    let secret: AppSecret
    let sealer: ImageSourceSealer

    init(secret: AppSecret) {
        self.secret = secret
        self.sealer = ImageSourceSealer(secret: secret)
    }

    /// A signed image path; `sealedIn` encrypts the source so the page cannot tell which picture it
    /// is (quiz posters), with an address that means nothing outside that scope.
    func path(_ operation: ImageOperation, _ source: ImageSource, sealedIn scope: SealScope? = nil) -> String {
        let op = operation.pathComponent,
            src = scope.map { sealer.seal(source, scope: $0, operation: op) } ?? source.pathComponent
        return Site.image.link(signature(op, src), op, src)
    }

    /// The source named in a URL: plain, or sealed by this server.
    func source(_ text: String) -> ImageSource? { opened(text)?.source }

    /// The source named in a URL and, when sealed, the look its scope gives it (`ScopeLook`).
    func opened(_ text: String) -> (source: ImageSource, look: String?)? {
        if text.hasPrefix("s-") { return sealer.open(text).map { ($0.source, $0.look) } }
        return ImageSource(pathComponent: text).map { ($0, nil) }
    }

    func signature(_ operation: String, _ source: String) -> String {
        String(secret.sign("\(operation)/\(source)", purpose: "image-url").prefix(32))
    }

    func isValid(_ signature: String, _ operation: String, _ source: String) -> Bool {
        constantTimeEquals(signature, self.signature(operation, source))
    }
}
