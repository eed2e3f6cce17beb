/// The data codewords of a byte-mode segment (ISO/IEC 18004 7.4): mode indicator, character count, the
/// bytes, a terminator, zero bits to the next byte and alternating pad codewords to fill the version.
enum DataCodewords {
    /// Byte mode's indicator (Table 2). One segment in one mode keeps the encoder small; a link is
    /// mostly bytes that the numeric and alphanumeric modes could not hold anyway (lower case).
    static let byteModeIndicator = 0b0100

    /// The pad codewords 11101100 and 00010001, alternating, as the specification fixes them (7.4.10)
    /// rather than zeros: every encoder fills unused capacity the same way.
    static let padCodewords: [UInt8] = [0xEC, 0x11]

    static func make(bytes: [UInt8], version: SymbolVersion) -> [UInt8] {
        precondition(bytes.count <= version.byteCapacity, "version too small for the data")
        let capacityBits = version.blocks.dataCodewordCount * 8
        var bits = BitBuffer()
        bits.append(byteModeIndicator, bitCount: 4)
        bits.append(bytes.count, bitCount: version.characterCountBits)
        for byte in bytes {
            bits.append(Int(byte), bitCount: 8)
        }
        // The terminator 0000 is cut short, or left out, when the symbol is full.
        bits.append(0, bitCount: min(4, capacityBits - bits.count))
        bits.append(0, bitCount: (8 - bits.count % 8) % 8)

        var codewords = bits.bytes
        while codewords.count < version.blocks.dataCodewordCount {
            codewords.append(padCodewords[(codewords.count - bits.bytes.count) % 2])
        }
        return codewords
    }
}
