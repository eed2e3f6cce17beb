extension ModuleGrid {
    /// Writes the codewords' bits, most significant first, into every module that is not a function
    /// module (ISO/IEC 18004 7.7.3): in two-module-wide columns from the right edge, right module before
    /// left, going up the first column, down the next and so on. Column 6 is the vertical timing
    /// pattern, so the column pairs left of it shift by one. Modules left over (the remainder bits,
    /// up to 7) stay light.
    mutating func placeData(_ codewords: [UInt8]) {
        let bitCount = codewords.count * 8
        var bitIndex = 0
        var right = size - 1
        var upward = true
        while right >= 1 {
            if right == 6 {
                right = 5
            }
            for step in 0..<size {
                let y = upward ? size - 1 - step : step
                for x in [right, right - 1] where !isFunction(x: x, y: y) {
                    let dark = bitIndex < bitCount && (codewords[bitIndex / 8] >> (7 - bitIndex % 8)) & 1 == 1
                    setData(x: x, y: y, dark: dark)
                    bitIndex += 1
                }
            }
            upward.toggle()
            right -= 2
        }
        precondition(bitIndex >= bitCount, "the data area is smaller than the codewords")
    }
}
