import Foundation

/// Where the site's harmless chance comes from (the idol hero, a quick game's questions): the
/// system's generator, or in tests a seeded one, so a test can know what it will draw. Secrets and
/// share codes do not use it; they always take the system's.
struct RandomSource: Sendable {
    private let make: @Sendable () -> any RandomNumberGenerator

    static let system = RandomSource { SystemRandomNumberGenerator() }

    /// The same sequence for the same seed (SplitMix64).
    static func seeded(_ seed: UInt64) -> RandomSource {
        RandomSource { SplitMix64(state: seed) }
    }

    private init(_ make: @escaping @Sendable () -> any RandomNumberGenerator) {
        self.make = make
    }

    /// A generator for one use.
    func generator() -> AnyRandomGenerator { AnyRandomGenerator(base: make()) }
}

struct AnyRandomGenerator: RandomNumberGenerator {
    var base: any RandomNumberGenerator

    mutating func next() -> UInt64 { base.next() }
}

/// Steele, Lea and Flood's small seeded generator: the same seed, the same sequence (also the
/// look `ScopeLook` gives a scope, the same on every instance).
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix64 {
    /// A number drawn evenly from `low` up to `high`.
    mutating func next(between low: Double, _ high: Double) -> Double {
        low + (high - low) * Double(next() >> 11) / Double(UInt64(1) << 53)
    }
}
