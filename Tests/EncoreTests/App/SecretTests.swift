import Foundation
import Testing

@testable import Encore

@Suite struct SecretTests {
    @Test func generatedSecretIsWrittenOnceAndReused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("secret-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }

        let first = try AppSecret.resolve(nil, dataDirectory: directory)
        let second = try AppSecret.resolve(nil, dataDirectory: directory)
        let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/secret")

        #expect(first.sign("x", purpose: "p") == second.sign("x", purpose: "p"))
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func signaturesDependOnPurposeAndMessage() {
        let secret = AppSecret(String(repeating: "a", count: 32))

        #expect(secret.sign("a", purpose: "image") != secret.sign("a", purpose: "cookie"))
        #expect(secret.sign("a", purpose: "image") != secret.sign("b", purpose: "image"))
        #expect(secret.sign("a", purpose: "image").count == 64)
    }
}
