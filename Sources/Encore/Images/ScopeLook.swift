import Crypto
import Foundation

/// How one scope (a play, a pack, a day) shows a sealed picture (#27.7, #52.5). Renders that only
/// differed by ±2 per pixel still matched across scopes by a perceptual hash or a mean pixel
/// difference as closely as by a byte hash, so each scope also frames the picture its own way,
/// where a player cannot tell:
/// - a pack card (blurred): a window of 50–77 % of the picture's width anywhere on it, turned over
///   left-right and/or top-bottom, its hues turned round the colour wheel; a card is a tease that
///   shows a mood, not the poster, and nobody has seen the poster to compare it with;
/// - a step (reveal): the masked poster shrunk to 82–100 % and set anywhere on the black board,
///   so each area the maker chose shows whole, only a little smaller and elsewhere;
/// - every render: a colour grade (each channel's gain, the saturation and the gamma within 10 %;
///   black stays black) and ±2 noise, so no two scopes give the same bytes.
/// Everything is drawn from the scope's look key (`ImageSourceSealer`), which is the same for every
/// step of one poster in one play: revealed areas stay where they were from one step to the next.
struct ScopeLook: Sendable {
    static let noiseAmplitude = 2
    static let closestZoom = 1.3
    static let widestZoom = 2.0
    static let smallestStep = 0.82

    /// 0 as it is; bit 0 turns a card left for right, bit 1 top for bottom.
    let symmetry: UInt64
    /// How far a card zooms in (`closestZoom`…`widestZoom`).
    let zoom: Double
    /// How large a step's poster is on its board (`smallestStep`…1).
    let scale: Double
    /// Where the window or the poster sits in the room left over, from 0 (left, top) to 1.
    let across: Double
    let down: Double
    let gains: [Double]
    let saturation: Double
    let gamma: Double
    /// How far a card's hues turn, in radians.
    let hueTurn: Double
    let noiseSeed: UInt64

    init(key: String) {
        var generator = SplitMix64(state: Self.seed(key))
        func between(_ low: Double, _ high: Double) -> Double { generator.next(between: low, high) }
        symmetry = generator.next() % 4
        zoom = between(Self.closestZoom, Self.widestZoom)
        scale = between(Self.smallestStep, 1)
        across = between(0, 1)
        down = between(0, 1)
        gains = (0..<3).map { _ in between(0.95, 1.05) }
        saturation = between(0.9, 1.1)
        gamma = between(0.9, 1.1)
        hueTurn = between(0, 2 * Double.pi)
        noiseSeed = generator.next()
    }

    /// A card's window on the picture, scaled back to its size and turned over.
    func framedCard(_ image: VipsImageRef) throws -> VipsImageRef {
        let (width, height) = (image.width, image.height)
        let windowWidth = max(1, Int((Double(width) / zoom).rounded()))
        let windowHeight = max(1, Int((Double(height) / zoom).rounded()))
        var framed = try image.reframed(
            left: Int((across * Double(width - windowWidth)).rounded()),
            top: Int((down * Double(height - windowHeight)).rounded()),
            width: windowWidth, height: windowHeight, to: (width, height))
        if symmetry & 1 != 0 { framed = try framed.flipped(horizontally: true) }
        if symmetry & 2 != 0 { framed = try framed.flipped(horizontally: false) }
        return framed
    }

    /// A step's masked poster, smaller and moved on the black board of the same size.
    func placedStep(_ image: VipsImageRef) throws -> VipsImageRef {
        let spareWidth = Double(image.width) * (1 - scale), spareHeight = Double(image.height) * (1 - scale)
        return try image.placed(
            scale: scale, x: Int((across * spareWidth).rounded(.down)), y: Int((down * spareHeight).rounded(.down)))
    }

    /// The colour grade and the noise, on 8-bit sRGB; a card's hues turned too.
    func graded(_ image: VipsImageRef, turningHue: Bool = false) throws -> VipsImageRef {
        let rgb = try image.srgb8()
        var pixels = try rgb.pixels()
        let tables = gains.map { gain in
            (0..<256).map { UInt8(clamping: Int((pow(Double($0) / 255, gamma) * gain * 255).rounded())) }
        }
        let saturationStep = Int((saturation * 256).rounded())
        var generator = SplitMix64(state: noiseSeed)
        let span = UInt64(2 * Self.noiseAmplitude + 1)
        let bands = rgb.bands
        let turn = turningHue ? Self.hueRotation(hueTurn) : nil
        pixels.withUnsafeMutableBufferPointer { buffer in
            for start in stride(from: 0, to: buffer.count - bands + 1, by: bands) {
                if let turn { Self.apply(turn, to: buffer, at: start) }
                let (red, green, blue) = (Int(buffer[start]), Int(buffer[start + 1]), Int(buffer[start + 2]))
                let luma = (red * 54 + green * 183 + blue * 19) >> 8
                for band in 0..<3 {
                    let value = Int(buffer[start + band])
                    let saturated = min(255, max(0, luma + ((value - luma) * saturationStep) >> 8))
                    let shift = Int(generator.next() % span) - Self.noiseAmplitude
                    buffer[start + band] = UInt8(clamping: Int(tables[band][saturated]) + shift)
                }
            }
        }
        return try Vips.fromPixels(pixels, width: rgb.width, height: rgb.height, bands: bands)
    }

    /// Turning hues by `angle` keeps brightness: YIQ's chroma plane turned, as one RGB matrix in
    /// 1/1024ths.
    private static func hueRotation(_ angle: Double) -> [Int] {
        let toYIQ = [0.299, 0.587, 0.114, 0.596, -0.274, -0.322, 0.211, -0.523, 0.312]
        let fromYIQ = [1, 0.956, 0.621, 1, -0.272, -0.647, 1, -1.106, 1.703]
        let (c, s) = (cos(angle), sin(angle))
        let turn = [1, 0, 0, 0, c, -s, 0, s, c]
        func times(_ a: [Double], _ b: [Double]) -> [Double] {
            (0..<9).map { index in
                let (row, column) = (index / 3, index % 3)
                return (0..<3).reduce(0.0) { sum, k in sum + a[row * 3 + k] * b[k * 3 + column] }
            }
        }
        return times(fromYIQ, times(turn, toYIQ)).map { Int(($0 * 1024).rounded()) }
    }

    private static func apply(_ matrix: [Int], to buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        let (red, green, blue) = (Int(buffer[start]), Int(buffer[start + 1]), Int(buffer[start + 2]))
        for band in 0..<3 {
            let row = band * 3
            let sum: Int = matrix[row] * red + matrix[row + 1] * green + matrix[row + 2] * blue
            buffer[start + band] = UInt8(clamping: sum >> 10)
        }
    }

    private static func seed(_ text: String) -> UInt64 {
        SHA256.hash(data: Data(text.utf8)).prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
    }
}
