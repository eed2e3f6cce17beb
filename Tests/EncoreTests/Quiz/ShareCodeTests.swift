import Testing

@testable import Encore

@Suite struct ShareCodeTests {
    @Test func aHundredThousandCodesNeverCollideAndUseOnlyTheUnambiguousAlphabet() {
        let codes = (1...100_000).map(ShareCode.make(sequence:))

        #expect(Set(codes).count == 100_000)
        #expect(codes.allSatisfy { $0.count == ShareCode.legacyLength && $0.allSatisfy(ShareCode.alphabet.contains) })
        #expect(!ShareCode.alphabet.contains { "0O1IL".contains($0) })
    }

    @Test func neighbouringPacksGetUnrelatedCodes() {
        let first = ShareCode.make(sequence: 1), second = ShareCode.make(sequence: 2)

        #expect(zip(first, second).filter { $0 == $1 }.count < 4)
    }

    @Test func newCodesAreRandomAndLongEnoughNotToBeListed() {
        let codes = (0..<10_000).map { _ in ShareCode.random() }

        #expect(Set(codes).count == codes.count)
        #expect(codes.allSatisfy { $0.count == 8 && ShareCode.normalized($0) == $0 })
        let first = codes[0], second = codes[1]
        #expect(zip(first, second).filter { $0 == $1 }.count < 5)
    }

    @Test(arguments: [("k7m-2qx", "K7M2QX"), (" K7M 2QX ", "K7M2QX"), ("k7m2-qxab", "K7M2QXAB")])
    func typedCodesAreReadInAnyCase(typed: String, code: String) {
        #expect(ShareCode.normalized(typed) == code)
    }

    @Test(arguments: ["K7M2Q", "K7M2QXY", "K7M2Q0", "K7M2QO", "K7M2QI", "K7M2Q1", "K7M2QL", "K7M2Q!", ""])
    func anythingElseIsNotACode(typed: String) {
        #expect(ShareCode.normalized(typed) == nil)
    }
}
