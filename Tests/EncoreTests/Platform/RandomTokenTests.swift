import Foundation
import Testing

@testable import Encore

/// Tokens (CSRF, sessions, room tickets) carry as many random bytes as asked, never the same twice.
@Suite struct RandomTokenTests {
    @Test(arguments: [1, 7, 8, 9, 16, 32])
    func aTokenHasTheBytesAskedFor(count: Int) throws {
        let tokens = (0..<50).map { _ in RandomToken.make(bytes: count) }

        let decoded = try tokens.map { try #require(Base64URL.decode($0)) }
        #expect(decoded.allSatisfy { $0.count == count })
        if count >= 8 { #expect(Set(tokens).count == tokens.count) }
    }

    @Test func longTokensUseEveryByteValue() throws {
        // 32 bytes × 400 tokens: every one of the 256 values turns up (a byte stuck at a value
        // or a draw repeated into every eighth byte would not).
        let bytes = try (0..<400).flatMap { _ in try #require(Base64URL.decode(RandomToken.make(bytes: 32))) }

        #expect(Set(bytes).count == 256)
        #expect(Set(stride(from: 0, to: bytes.count, by: 8).map { bytes[$0] }).count > 200)
    }
}
