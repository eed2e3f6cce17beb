import Foundation

@testable import Encore

/// Made-up posters that are all alike but for what they show: the same size and the same six
/// colours (a dark ground, a red, a gold, a blue, an off-white, a green), in ellipses and boxes
/// of all sizes, three lines of "title" blocks and a fine grain, all placed by `seed`. Two seeds
/// are two different posters of one size and palette (#52.5).
enum TestPosters {
    static let palette: [[Int]] = [
        [20, 24, 40], [200, 40, 50], [240, 200, 80], [90, 140, 200], [230, 230, 225], [60, 90, 60],
    ]

    static func pixels(seed: UInt64, width: Int = 600, height: Int = 900) -> [UInt8] {
        var generator = SplitMix64(state: seed &* 0x2545_F491_4F6C_DD1D)
        func between(_ low: Double, _ high: Double) -> Double { generator.next(between: low, high) }
        func colour() -> UInt8 { UInt8(1 + generator.next() % UInt64(palette.count - 1)) }
        var image = [UInt8](repeating: 0, count: width * height)
        let (w, h) = (Double(width), Double(height))
        for _ in 0..<14 {
            let paint = colour()
            let (cx, cy) = (between(0, w), between(0, h))
            let (rx, ry) = (between(0.07, 0.47) * w, between(0.05, 0.36) * h)
            let ellipse = generator.next() % 2 == 0
            for y in max(0, Int(cy - ry))..<min(height, Int(cy + ry) + 1) {
                for x in max(0, Int(cx - rx))..<min(width, Int(cx + rx) + 1) {
                    let (dx, dy) = ((Double(x) - cx) / rx, (Double(y) - cy) / ry)
                    if ellipse ? dx * dx + dy * dy < 1 : abs(dy) < 0.6 { image[y * width + x] = paint }
                }
            }
        }
        for _ in 0..<3 {
            let paint = colour()
            let top = Int(between(0, 0.93) * h), left = Int(between(0, 0.33) * w)
            let letters = 5 + Int(generator.next() % 9), size = width / 30
            for letter in 0..<letters {
                let x = left + letter * size * 7 / 5
                guard x + size < width else { break }
                for y in top..<min(height, top + size * 2) {
                    for column in x..<(x + size) { image[y * width + column] = paint }
                }
            }
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for (index, colour) in image.enumerated() {
            let grain = Int(generator.next() % 13) - 6
            for band in 0..<3 { pixels[index * 3 + band] = UInt8(clamping: palette[Int(colour)][band] + grain) }
        }
        return pixels
    }

    static func jpeg(seed: UInt64, width: Int = 600, height: Int = 900) throws -> Data {
        try Vips.fromPixels(pixels(seed: seed, width: width, height: height), width: width, height: height, bands: 3)
            .encoded(as: .jpeg, quality: 90)
    }
}
