import Foundation
import Testing

@testable import Encore

struct Base64URLTests {
    @Test func encodesAsFoundationDoesWithTheURLAlphabetAndNoPadding() {
        var generator = SystemRandomNumberGenerator()
        for length in 0...70 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }

            let encoded = Base64URL.encode(bytes)

            let foundation = Data(bytes).base64EncodedString()
                .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
                .replacingOccurrences(of: "=", with: "")
            #expect(encoded == foundation)
            #expect(Base64URL.decode(encoded) == bytes)
        }
        #expect(Base64URL.encode(Array(repeating: 0xFF, count: 3)) == "____")
        #expect(Base64URL.encode([0xFB, 0xEF]) == "--8")
    }

    @Test func refusesWhatNoEncodingWrites() {
        // Padding, the standard alphabet's + and /, spaces, non-ASCII, a lone leftover character,
        // and leftover bits that are not zero ("AB" is 0x00 with a stray bit; "AA" is 0x00).
        for text in ["AA==", "a+b/", "AA AA", "가나", "A", "AAAAA", "AB"] {
            #expect(Base64URL.decode(text) == nil, "\(text)")
        }
        #expect(Base64URL.decode("") == [])
        #expect(Base64URL.decode("AA") == [0])
    }
}
