/// The remainder of polynomial division over GF(2), bits as coefficients, which both the format and
/// the version information append to their data as check bits.
enum BCHCode {
    static func remainder(of dividend: Int, generator: Int) -> Int {
        var remainder = dividend
        while remainder != 0 && degree(remainder) >= degree(generator) {
            remainder ^= generator << (degree(remainder) - degree(generator))
        }
        return remainder
    }

    /// The position of the highest set bit, the degree of the polynomial the bits stand for.
    private static func degree(_ polynomial: Int) -> Int {
        Int.bitWidth - 1 - polynomial.leadingZeroBitCount
    }
}
