/// The error correction codewords of one block: the remainder of the data polynomial, shifted up by the
/// number of error correction codewords, divided by the generator polynomial (ISO/IEC 18004 7.5.2).
enum ReedSolomon {
    /// (x − α⁰)(x − α¹)…(x − α^(degree−1)), coefficients from the highest power down, the leading 1
    /// included. In GF(256) subtraction is addition, so each factor is x + αⁱ.
    static func generator(degree: Int) -> [UInt8] {
        var coefficients: [UInt8] = [1]
        for i in 0..<degree {
            let root = GaloisField.exponentials[i]
            var product = coefficients + [0]
            for (j, coefficient) in coefficients.enumerated() {
                product[j + 1] ^= GaloisField.multiply(coefficient, root)
            }
            coefficients = product
        }
        return coefficients
    }

    /// `generator.count - 1` codewords: the remainder of data(x)·x^degree ÷ generator(x), by long division
    /// one data codeword at a time (the shift register of the specification's figure).
    static func remainder(of data: [UInt8], dividedBy generator: [UInt8]) -> [UInt8] {
        let degree = generator.count - 1
        var remainder = [UInt8](repeating: 0, count: degree)
        for codeword in data {
            let factor = codeword ^ remainder[0]
            remainder.removeFirst()
            remainder.append(0)
            for i in 0..<degree {
                remainder[i] ^= GaloisField.multiply(generator[i + 1], factor)
            }
        }
        return remainder
    }
}
