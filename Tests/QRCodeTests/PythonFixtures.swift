import Foundation
import Testing

@testable import QRCode

/// Fixtures/python-qrcode.json, written by scripts/qr-fixtures.py: what python-qrcode computes for the
/// same inputs, step by step, at error correction level M in byte mode.
struct PythonFixtures: Decodable, Sendable {
    struct Version: Decodable, Sendable {
        let version: Int
        /// [total codewords, data codewords] of each block.
        let blocks: [[Int]]
        let byteCapacity: Int
        let characterCountBits: Int
        let alignmentPositions: [Int]
        let versionBits: Int?
    }

    struct Generator: Decodable, Sendable {
        let degree: Int
        let coefficients: [UInt8]
    }

    struct Block: Decodable, Sendable {
        let data: String
        let errorCorrection: String
    }

    /// python-qrcode's penalty rules on the finished symbol; `n3` on the symbol with its quiet zone.
    struct Penalty: Decodable, Sendable {
        let n1: Int
        let n2: Int
        let n3: Int
        let n4: Int
        let n3InsideSymbol: Int
    }

    struct Mask: Decodable, Sendable, CustomTestStringConvertible {
        let mask: Int
        /// One hex string per row, column 0 in the most significant bit.
        let rows: [String]
        let penalty: Penalty

        var testDescription: String { "mask \(mask)" }
    }

    struct Input: Decodable, Sendable, CustomTestStringConvertible {
        let name: String
        let text: String?
        let bytes: String
        let version: Int
        let dataCodewords: String
        let blocks: [Block]
        let interleaved: String
        /// The mask python-qrcode picks by its own scoring.
        let pythonMask: Int
        /// The lowest penalty by the specification's scoring, which the Swift encoder must pick.
        let specMask: Int
        let masks: [Mask]

        var testDescription: String { name }
        var data: [UInt8] { [UInt8](hex: bytes) }
    }

    let generatedBy: String
    let versions: [Version]
    let generators: [Generator]
    let formatBits: [Int]
    let inputs: [Input]

    static let shared: PythonFixtures = {
        let url = Bundle.module.url(forResource: "python-qrcode", withExtension: "json", subdirectory: "Fixtures")!
        return try! JSONDecoder().decode(PythonFixtures.self, from: Data(contentsOf: url))
    }()

    /// Every input with each of its eight masks: the arguments of the per-mask tests.
    static let inputsByMask = shared.inputs.flatMap { input in input.masks.map { (input, $0) } }

    /// A row's modules, `size` of them (the hex may carry light padding bits at the end).
    static func modules(row: String, size: Int) -> [Bool] {
        let bits = row.flatMap { digit in
            let value = digit.hexDigitValue!
            return (0..<4).map { value >> (3 - $0) & 1 == 1 }
        }
        return Array(bits.prefix(size))
    }

    /// The first module where `code` differs from python-qrcode's rows, nil if none: a failure names
    /// the module instead of printing two matrices.
    static func firstDifference(_ code: QRCode, rows: [String]) -> String? {
        guard rows.count == code.size else { return "\(rows.count) rows, the code has \(code.size)" }
        for (y, row) in rows.enumerated() {
            let expected = modules(row: row, size: code.size)
            if let x = (0..<code.size).first(where: { expected[$0] != code.isDark(x: $0, y: y) }) {
                return "row \(y), column \(x): python-qrcode has it \(expected[x] ? "dark" : "light")"
            }
        }
        return nil
    }
}

extension [UInt8] {
    init(hex: String) {
        let digits = hex.map { UInt8($0.hexDigitValue!) }
        self = stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }
}

extension QRCode {
    var rows: [[Bool]] {
        (0..<size).map { y in (0..<size).map { x in isDark(x: x, y: y) } }
    }
}
