/// bcrypt behind a seam, so profiles need nothing of the web framework: the live one is Vapor's
/// bcrypt on its own threads (`VaporPasswordHashing`).
protocol PasswordHashing: Sendable {
    func hash(_ password: String) async throws -> String
    func verify(_ password: String, created digest: String) async throws -> Bool
    /// Verified when the nickname has no password, so both answers take one bcrypt's time and the
    /// timing does not tell which nicknames have a password.
    var dummyHash: String { get }
}
