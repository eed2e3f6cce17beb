/// A QR code (ISO/IEC 18004 model 2) holding bytes in one byte-mode segment, at error correction
/// level M, in the smallest version (1 to 40) they fit.
///
///     let code = try QRCode(bytes: Array("https://example.com/join/123456".utf8))
///     let svg = code.svg(title: "Join the party")
public struct QRCode: Sendable, Equatable {
    /// The most bytes a QR code holds at level M (version 40).
    public static let maximumByteCount = SymbolVersion.all.last!.byteCapacity

    /// 1 to 40; the symbol is 17 + 4 × version modules wide.
    public let version: Int
    public let level: ErrorCorrectionLevel
    public let mask: MaskPattern
    /// Internal, not private: the tests score it with the penalty rules.
    let grid: ModuleGrid

    /// Modules per side, without the quiet zone.
    public var size: Int { grid.size }

    /// `mask` nil chooses the mask with the lowest penalty, as the specification does; naming one is
    /// for comparing with other encoders.
    public init(bytes: [UInt8], level: ErrorCorrectionLevel = .medium, mask: MaskPattern? = nil)
        throws(QRCodeError)
    {
        guard let version = SymbolVersion.smallest(holding: bytes.count) else {
            throw .dataTooLong(byteCount: bytes.count, maximum: Self.maximumByteCount)
        }
        let dataCodewords = DataCodewords.make(bytes: bytes, version: version)
        var unmasked = ModuleGrid.functionPatterns(for: version)
        unmasked.placeData(BlockInterleaving.codewords(dataCodewords: dataCodewords, version: version))

        let chosen = mask ?? Self.lowestPenaltyMask(for: unmasked, level: level)
        self.version = version.number
        self.level = level
        self.mask = chosen
        self.grid = unmasked.finished(level: level, mask: chosen)
    }

    /// The UTF-8 bytes of `text`.
    public init(text: String, level: ErrorCorrectionLevel = .medium) throws(QRCodeError) {
        try self.init(bytes: Array(text.utf8), level: level)
    }

    /// Whether the module in column `x`, row `y` (from the top left, both 0..<size) is dark.
    public func isDark(x: Int, y: Int) -> Bool {
        precondition((0..<size).contains(x) && (0..<size).contains(y), "module outside the symbol")
        return grid.isDark(x: x, y: y)
    }

    private static func lowestPenaltyMask(for unmasked: ModuleGrid, level: ErrorCorrectionLevel) -> MaskPattern {
        let scores = MaskPattern.all.map { MaskPenalty(of: unmasked.finished(level: level, mask: $0)).total }
        // On equal scores the lower mask number wins, as in python-qrcode and qrcodegen.
        return MaskPattern.all[scores.firstIndex(of: scores.min()!)!]
    }
}
