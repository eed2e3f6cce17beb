/// Arithmetic in GF(256) as QR codes define it: bytes are polynomials over GF(2), reduced modulo
/// x⁸ + x⁴ + x³ + x² + 1 (0x11D), with α = 2 generating every non-zero element. Addition is XOR;
/// multiplication goes through logarithm tables, which are built once.
enum GaloisField {
    /// αⁱ for i in 0..<510, so that the sum of two logarithms needs no reduction modulo 255.
    static let exponentials: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 510)
        var value = 1
        for i in 0..<255 {
            table[i] = UInt8(value)
            table[i + 255] = UInt8(value)
            value <<= 1
            if value & 0x100 != 0 {
                value ^= 0x11D
            }
        }
        return table
    }()

    /// logₐ(x) for x in 1...255; entry 0 is unused because 0 has no logarithm.
    static let logarithms: [Int] = {
        var table = [Int](repeating: 0, count: 256)
        for i in 0..<255 {
            table[Int(exponentials[i])] = i
        }
        return table
    }()

    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        if a == 0 || b == 0 {
            return 0
        }
        return exponentials[logarithms[Int(a)] + logarithms[Int(b)]]
    }
}
