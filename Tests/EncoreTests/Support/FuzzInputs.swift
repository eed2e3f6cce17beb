/// Reproducible hostile text for fuzzing: random scalars from every plane, lone surrogates (as a
/// server sees them after decoding: replaced by U+FFFD), decomposed Hangul, controls, combining
/// marks, and very long strings. Seeded, so a failure names an input that can be run again.
struct FuzzInputs: Sequence, IteratorProtocol {
    private var state: UInt64
    private var remaining: Int

    init(seed: UInt64, count: Int) {
        state = seed
        remaining = count
    }

    mutating func next() -> String? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        let length = random(8) == 0 ? 10_000 : random(40)
        var units: [UInt16] = []
        while units.count < length {
            switch random(8) {
            case 0: units.append(UInt16(0xD800 + random(0x800)))  // a lone surrogate half
            case 1: units.append(UInt16(0x1100 + random(0x100)))  // conjoining jamo (NFD Hangul)
            case 2: units.append(UInt16(0xAC00 + random(11_172)))  // a syllable
            case 3: units.append(UInt16(random(0x20)))  // a control character
            case 4: units.append(UInt16(0x300 + random(0x70)))  // a combining mark
            // Compatibility jamo, joiners.
            case 5: units.append(contentsOf: [0x3131 + UInt16(random(51)), 0x200D, 0xFE0F])
            case 6: units.append(contentsOf: String(Unicode.Scalar(UInt32(0x10000 + random(0xF0000))) ?? "x").utf16)
            default: units.append(UInt16(random(0x10000)))
            }
        }
        return String(decoding: units, as: UTF16.self)
    }

    private mutating func random(_ bound: Int) -> Int {
        // SplitMix64.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
