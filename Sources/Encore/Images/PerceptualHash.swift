import Foundation

/// A picture's perceptual hash (pHash): libvips squeezes its first frame to 32 × 32 grey pixels,
/// their 2-D cosine transform's lowest 8 × 8 frequencies are kept, and each becomes one bit: above
/// the median of the 63 that are not the average brightness, or not. Resizing, recompressing or
/// a changed format move few of the 64 bits; another picture moves about half. Two pictures count as the same within `sameWithin` differing bits.
struct PerceptualHash: Sendable, Equatable {
    static let side = 32
    static let kept = 8
    /// The tests' copies of a picture (a fifth to two and a half times its size, WebP, GIF) differ
    /// from it in 2 bits, sixty other pictures in 22 to 42; 10 is the usual line for a 64-bit pHash.
    static let sameWithin = 10
    /// Below this (in grey levels) every kept frequency is so faint that the bits are noise: a flat
    /// or nearly flat picture matches only itself, byte for byte.
    static let faintest = 4.0

    let bits: UInt64
    /// Whether the picture has enough structure for near copies to be recognised.
    let isDistinctive: Bool

    init(bits: UInt64, isDistinctive: Bool) {
        self.bits = bits
        self.isDistinctive = isDistinctive
    }

    /// From `side` × `side` grey pixels, row after row.
    init(grey pixels: [UInt8]) {
        let n = Self.side, k = Self.kept
        precondition(pixels.count == n * n, "a perceptual hash needs \(n) × \(n) grey pixels")
        let basis = Self.basis
        // Rows first, then columns: only the k lowest frequencies of each are ever needed.
        var rows = [Double](repeating: 0, count: n * k)
        for y in 0..<n {
            for u in 0..<k {
                var sum = 0.0
                for x in 0..<n { sum += Double(pixels[y * n + x]) * basis[u * n + x] }
                rows[y * k + u] = sum
            }
        }
        var frequencies = [Double](repeating: 0, count: k * k)
        for v in 0..<k {
            for u in 0..<k {
                var sum = 0.0
                for y in 0..<n { sum += rows[y * k + u] * basis[v * n + y] }
                frequencies[v * k + u] = sum
            }
        }
        let details = frequencies.dropFirst()
        let median = details.sorted()[details.count / 2]
        var bits: UInt64 = 0
        for (index, value) in frequencies.enumerated() where value > median { bits |= 1 << UInt64(index) }
        self.bits = bits
        self.isDistinctive = details.contains { abs($0) >= Self.faintest }
    }

    /// The orthonormal DCT-II basis: `basis[u * side + x]`.
    private static let basis: [Double] = {
        let n = side
        return (0..<(kept * n)).map { index in
            let (u, x) = (index / n, index % n)
            let scale = u == 0 ? (1.0 / Double(n)).squareRoot() : (2.0 / Double(n)).squareRoot()
            return scale * cos(Double(2 * x + 1) * Double(u) * Double.pi / Double(2 * n))
        }
    }()

    func distance(to other: PerceptualHash) -> Int { (bits ^ other.bits).nonzeroBitCount }

    func isSame(as other: PerceptualHash) -> Bool {
        isDistinctive && other.isDistinctive && distance(to: other) <= Self.sameWithin
    }
}
