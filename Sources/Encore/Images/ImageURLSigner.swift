/// Makes and checks `/img/<signature>/<operation>/<source>` URLs. The signature is HMAC-SHA256 of
/// operation and source with the app secret, so only the server decides which images exist.
struct ImageURLSigner: Sendable {
    let secret: AppSecret

    func path(_ operation: ImageOperation, _ source: ImageSource) -> String {
        let op = operation.pathComponent, src = source.pathComponent
        return "/img/\(signature(op, src))/\(op)/\(src)"
    }

    func signature(_ operation: String, _ source: String) -> String {
        String(secret.sign("\(operation)/\(source)", purpose: "image-url").prefix(32))
    }

    func isValid(_ signature: String, _ operation: String, _ source: String) -> Bool {
        constantTimeEquals(signature, self.signature(operation, source))
    }
}
