import Foundation
import QRCode

/// A preview card drawn (`PreviewCard`): the background, the badge's panel and a room's QR code as
/// pixels, the text by libvips and Pango with the system's Korean font (fonts-nanum). Nothing
/// here reads a file or a URL: the card is only the text it was signed with.
extension PreviewCard {
    static let font = "NanumGothic"

    /// The card as a 1200×630 JPEG.
    func jpeg(quality: Int = 86) throws -> Data {
        let hasSide = qr != nil || !badge.isEmpty
        let textWidth = hasSide ? 680 : 1056
        var image = try Vips.fromPixels(background(), width: Self.width, height: Self.height, bands: 3)
        image = try image.composited(Self.text("Encore", size: 46, weight: "Bold", width: 400), x: 72, y: 66)
        let title = Self.wrapped(title, width: textWidth, fontSize: 76, lines: 2)
        let titleImage = try Self.text(title.joined(separator: "\n"), size: 76, weight: "Bold", width: textWidth)
        image = try image.composited(titleImage, x: 72, y: 170)
        let subtitleLines = Self.wrapped(subtitle, width: textWidth, fontSize: 40, lines: 2)
        if !subtitleLines.isEmpty {
            let subtitleImage = try Self.text(
                subtitleLines.joined(separator: "\n"), size: 40, weight: "Bold", width: textWidth, alpha: "88%")
            image = try image.composited(subtitleImage, x: 72, y: 170 + titleImage.height + 28)
        }
        if !badge.isEmpty {
            // As large as fits the panel's 280 px: a wide letter (Hangul) is a full em, others about half.
            let units = badge.reduce(0.0) { $0 + ($1.unicodeScalars.first.map(Self.isWide) == true ? 1.0 : 0.62) }
            let size = qr != nil ? 60 : min(170, Int(280 / max(units, 1)))
            let badgeImage = try Self.text(badge, size: size, weight: "Bold", width: 310, centred: true)
            let top = qr != nil ? 492 : 315 - badgeImage.height / 2
            image = try image.composited(badgeImage, x: 975 - badgeImage.width / 2, y: top)
        }
        return try image.srgb8().encoded(as: .jpeg, quality: quality)
    }

    /// The violet-to-blue gradient, the badge's panel or the QR code on white.
    private func background() -> [UInt8] {
        var canvas = PixelCanvas(width: Self.width, height: Self.height)
        canvas.diagonalGradient(from: (0x5B, 0x21, 0xB6), to: (0x03, 0x69, 0xA1))
        if let qr, let code = try? QRCode(text: qr) {
            canvas.fill(x: 800, y: 120, width: 350, height: 350, colour: (255, 255, 255), opacity: 1)
            let module = 310 / (code.size + 4)
            let origin = (800 + (350 - module * code.size) / 2, 120 + (350 - module * code.size) / 2)
            for y in 0..<code.size {
                for x in 0..<code.size where code.isDark(x: x, y: y) {
                    canvas.fill(
                        x: origin.0 + x * module, y: origin.1 + y * module, width: module, height: module,
                        colour: (0, 0, 0), opacity: 1)
                }
            }
        } else if !badge.isEmpty {
            canvas.fill(x: 820, y: 150, width: 310, height: 330, colour: (255, 255, 255), opacity: 0.16)
        }
        if let squares { drawSquares(squares, on: &canvas) }
        return canvas.pixels
    }

    /// The result row along the bottom: green right, red wrong, near-black skipped, pale unused.
    private func drawSquares(_ row: String, on canvas: inout PixelCanvas) {
        let size = 92
        let gap = 18
        for index in 0..<Self.maxSquares {
            let letter = index < row.count ? row[row.index(row.startIndex, offsetBy: index)] : nil
            let colour: (UInt8, UInt8, UInt8) =
                switch letter {
                case "o": (0x16, 0xA3, 0x4A)
                case "x": (0xDC, 0x26, 0x26)
                case "s": (0x18, 0x18, 0x1B)
                default: (255, 255, 255)
                }
            canvas.fill(
                x: 72 + index * (size + gap), y: 460, width: size, height: size, colour: colour,
                opacity: letter == nil ? 0.22 : 1)
        }
    }

    private static func text(
        _ content: String, size: Int, weight: String, width: Int, alpha: String = "100%", centred: Bool = false
    ) throws -> VipsImageRef {
        let markup = "<span foreground=\"white\" fgalpha=\"\(alpha)\">\(escaped(content))</span>"
        return try Vips.text(markup, font: "\(font) \(weight) \(size)px", width: width, centred: centred)
    }

    /// At most `lines` lines of about `width` pixels (Hangul and other wide letters count a full
    /// em, the rest a little over half), the last one ending in … when the text goes on.
    static func wrapped(_ text: String, width: Int, fontSize: Int, lines: Int) -> [String] {
        let limit = Double(width) / Double(fontSize)
        var result: [String] = []
        var line = ""
        var used = 0.0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let cost = word.reduce(0.0) { $0 + ($1.unicodeScalars.first.map(isWide) == true ? 1.0 : 0.6) }
            if !line.isEmpty, used + 0.3 + cost > limit {
                result.append(line)
                line = ""
                used = 0
            }
            used += (line.isEmpty ? 0 : 0.3) + cost
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { result.append(line) }
        guard result.count > lines else { return result }
        var kept = Array(result.prefix(lines))
        kept[lines - 1] = String(kept[lines - 1].prefix(max(1, Int(limit) - 1))) + "…"
        return kept
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        (0x1100...0x11FF).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
            || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
            || (0xFF00...0xFF60).contains(scalar.value)
    }

    /// Text as Pango markup reads it: never markup itself.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

/// RGB pixels to paint a card's shapes on before libvips draws its text.
struct PixelCanvas {
    let width: Int
    let height: Int
    private(set) var pixels: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 3)
    }

    mutating func diagonalGradient(from start: (UInt8, UInt8, UInt8), to end: (UInt8, UInt8, UInt8)) {
        let span = Double(width + height)
        for y in 0..<height {
            for x in 0..<width {
                let t = Double(x + y) / span
                let index = (y * width + x) * 3
                pixels[index] = UInt8(Double(start.0) + (Double(end.0) - Double(start.0)) * t)
                pixels[index + 1] = UInt8(Double(start.1) + (Double(end.1) - Double(start.1)) * t)
                pixels[index + 2] = UInt8(Double(start.2) + (Double(end.2) - Double(start.2)) * t)
            }
        }
    }

    /// A rectangle of `colour` laid over what is there with `opacity` (1: covering it).
    mutating func fill(x: Int, y: Int, width: Int, height: Int, colour: (UInt8, UInt8, UInt8), opacity: Double) {
        for row in max(0, y)..<min(self.height, y + height) {
            for column in max(0, x)..<min(self.width, x + width) {
                let index = (row * self.width + column) * 3
                for (band, value) in [colour.0, colour.1, colour.2].enumerated() {
                    let old = Double(pixels[index + band])
                    pixels[index + band] = UInt8(old + (Double(value) - old) * opacity)
                }
            }
        }
    }
}
