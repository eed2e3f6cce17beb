/// Bits appended most significant first and packed into bytes, the way the data stream of a QR code
/// is written: fields (mode, count, each byte) have lengths that are not multiples of eight.
struct BitBuffer: Sendable, Equatable {
    private(set) var bytes: [UInt8] = []
    private(set) var count = 0

    /// Appends the low `bitCount` bits of `value`, most significant first.
    mutating func append(_ value: Int, bitCount: Int) {
        precondition(bitCount >= 0 && (bitCount == 0 || value >> bitCount == 0), "value does not fit")
        for shift in stride(from: bitCount - 1, through: 0, by: -1) {
            appendBit((value >> shift) & 1 == 1)
        }
    }

    private mutating func appendBit(_ bit: Bool) {
        if count % 8 == 0 {
            bytes.append(0)
        }
        if bit {
            bytes[bytes.count - 1] |= 0x80 >> UInt8(count % 8)
        }
        count += 1
    }
}
