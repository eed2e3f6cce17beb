import Foundation
import Testing

@testable import Encore

/// A still JPEG is decoded at the smallest of libjpeg's scales that leaves the resize enough pixels
/// (1/8 for a 4000 px photo's 320 px thumbnail, where libvips' own thumbnail decodes at 1/4): the
/// thumbnail keeps its size and looks as the one made from every pixel (of a PNG) does.
@Suite struct JPEGShrinkOnLoadTests {
    @Test func aLargeJPEGsThumbnailHasTheSizeAndColoursOfTheOneMadeFromEveryPixel() throws {
        // Not a multiple of 8 (libjpeg rounds the scaled size up), and ten times the thumbnail.
        let (width, height) = (1603, 1203)
        let jpeg = try TestImages.jpeg(width: width, height: height)
        let png = TestImages.png(width: width, height: height)

        let shrunk = try Vips.thumbnail(jpeg, width: 160, crop: false, upscale: false, allFrames: false)
        let whole = try Vips.thumbnail(png, width: 160, crop: false, upscale: false, allFrames: false)

        #expect(shrunk.width == whole.width && shrunk.height == whole.height)
        #expect(shrunk.width == 160 && shrunk.height == 120)
        #expect(try Self.psnr(shrunk.pixels(), whole.pixels()) > 35)
    }

    @Test func aCroppedThumbnailStillFillsItsBox() throws {
        let jpeg = try TestImages.jpeg(width: 2000, height: 3000)

        let cover = try Vips.thumbnail(jpeg, width: 120, height: 120, crop: true, upscale: false, allFrames: false)

        #expect(cover.width == 120 && cover.height == 120)
    }

    /// Peak signal-to-noise ratio of two 8-bit images of one size, in dB.
    static func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
        guard a.count == b.count, !a.isEmpty else { return 0 }
        let squared = zip(a, b).reduce(0.0) { sum, pair in
            let difference = Double(pair.0) - Double(pair.1)
            return sum + difference * difference
        }
        let meanSquared = max(squared / Double(a.count), 1e-9)
        return 10 * log10(255 * 255 / meanSquared)
    }
}
