import Foundation

/// Applies one `ImageOperation` to source bytes that passed `ImageInspector`, and encodes the
/// result. Pure and blocking: the same inputs always give the same bytes. A sealed source's
/// `variant` (its scope's look key) gives the render that scope's `ScopeLook`.
struct ImageRenderer: Sendable {
    static let quality = 80

    func render(_ data: Data, _ operation: ImageOperation, as format: EncodedFormat, variant: String? = nil)
        throws -> Data
    {
        let look = operation.isAnimated ? nil : variant.map(ScopeLook.init(key:))
        var image: VipsImageRef
        switch operation {
        case .thumbnail(let width):
            image = try Vips.thumbnail(data, width: width, crop: false, upscale: false, allFrames: false)
        case .cover(let width):
            image = try Vips.thumbnail(
                data, width: width, height: width * 3 / 2, crop: true, upscale: true, allFrames: false)
        case .avatar(let size):
            image = try Vips.thumbnail(data, width: size, height: size, crop: true, upscale: true, allFrames: false)
        case .blurred(let width):
            var small = try Vips.thumbnail(data, width: width, crop: false, upscale: false, allFrames: false)
            if let look { small = try look.framedCard(small) }
            image = try small.gaussianBlur(sigma: max(6, Double(small.width) / 18))
        case .reveal(let width, let grid):
            image = try revealed(data, width: width, grid: grid)
            if let look { image = try look.placedStep(image) }
        case .animated(let width):
            image = try Vips.thumbnail(data, width: width, crop: false, upscale: false, allFrames: true)
        }
        if let look {
            let isCard = if case .blurred = operation { true } else { false }
            image = try look.graded(image, turningHue: isCard)
        }
        return try image.encoded(as: format, quality: Self.quality)
    }

    /// The poster at exactly width × 1.5 width with unrevealed cells zeroed in the decoded pixels,
    /// so nothing of them can survive into the encoded file.
    private func revealed(_ data: Data, width: Int, grid: RevealGrid) throws -> VipsImageRef {
        let poster = try Vips.thumbnail(
            data, width: width, height: width * 3 / 2, crop: true, upscale: true, allFrames: false)
        let rgb = try poster.srgb8()
        var pixels = try rgb.pixels()
        grid.mask(&pixels, width: rgb.width, height: rgb.height, bands: rgb.bands)
        return try Vips.fromPixels(pixels, width: rgb.width, height: rgb.height, bands: rgb.bands)
    }
}
