import Foundation

/// The quiz poster grid: 50 × 75 square cells over a 2:3 poster. A set of revealed cells is stored
/// as cell indexes (row × 50 + column); everything else is painted black before encoding.
struct RevealGrid: Sendable, Hashable {
    static let columns = 50
    static let rows = 75
    static let cellCount = columns * rows

    let revealed: Set<Int>

    init(revealed: Set<Int>) {
        self.revealed = revealed.filter { (0..<Self.cellCount).contains($0) }
    }

    /// Paints every unrevealed cell black in interleaved 8-bit pixels of a `width` × `height` image,
    /// where width is a multiple of 50 and height is 1.5 × width.
    func mask(_ pixels: inout [UInt8], width: Int, height: Int, bands: Int) {
        let cell = width / Self.columns
        precondition(
            cell * Self.columns == width && cell * Self.rows == height, "reveal needs a 50-cell-aligned 2:3 image")
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in 0..<Self.rows {
                for column in 0..<Self.columns where !revealed.contains(row * Self.columns + column) {
                    for y in (row * cell)..<((row + 1) * cell) {
                        let start = (y * width + column * cell) * bands
                        for index in start..<(start + cell * bands) { buffer[index] = 0 }
                    }
                }
            }
        }
    }

    /// Compact URL form: the revealed cells as a bitset in base64url.
    var token: String {
        var bits = [UInt8](repeating: 0, count: (Self.cellCount + 7) / 8)
        for cell in revealed { bits[cell / 8] |= 1 << UInt8(cell % 8) }
        while bits.last == 0 { bits.removeLast() }
        return Base64URL.encode(bits)
    }

    init?(token: String) {
        guard let bytes = Base64URL.decode(token), bytes.count <= (Self.cellCount + 7) / 8 else { return nil }
        var cells = Set<Int>()
        for (index, byte) in bytes.enumerated() {
            for bit in 0..<8 where byte & (1 << UInt8(bit)) != 0 { cells.insert(index * 8 + bit) }
        }
        guard cells.allSatisfy({ $0 < Self.cellCount }) else { return nil }
        self.init(revealed: cells)
    }
}
