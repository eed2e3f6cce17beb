import Crypto
import Foundation

/// Makes a render of a sealed picture differ in every scope (#27.7). Sealed addresses already
/// differ per play and pack, but the bytes did not: a pack's public blurred cover hashed the same
/// as the cover of a one-question pack made from the same picture, and a step image matched the
/// same step of a candidate pack. Each pixel value moves by at most `amplitude`, drawn from a
/// generator seeded by the sealed address, so no two scopes give the same bytes or decoded pixels,
/// and nobody sees the difference.
enum ScopeNoise {
    static let amplitude = 2

    static func apply(to image: VipsImageRef, seed text: String) throws -> VipsImageRef {
        let rgb = try image.srgb8()
        var pixels = try rgb.pixels()
        var generator = SplitMix64(state: seed(text))
        let span = UInt64(2 * amplitude + 1)
        for index in pixels.indices {
            let shift = Int(generator.next() % span) - amplitude
            pixels[index] = UInt8(clamping: Int(pixels[index]) + shift)
        }
        return try Vips.fromPixels(pixels, width: rgb.width, height: rgb.height, bands: rgb.bands)
    }

    private static func seed(_ text: String) -> UInt64 {
        SHA256.hash(data: Data(text.utf8)).prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
    }
}
