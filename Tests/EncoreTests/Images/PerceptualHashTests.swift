import Foundation
import Testing

@testable import Encore

/// The perceptual hash the picture block list compares (#51): a copy resized, recompressed or in
/// another format is the same picture; another picture, or a gradient, is not; a flat picture is
/// too plain to match anything but itself.
@Suite struct PerceptualHashTests {
    static func hash(_ data: Data) throws -> PerceptualHash {
        PerceptualHash(grey: try Vips.greySquare(data, side: PerceptualHash.side))
    }

    @Test func resizedRecompressedAndConvertedCopiesAreTheSamePicture() throws {
        let original = try Self.hash(try TestImages.blocks(width: 400, height: 600, seed: 7))

        let copies = try [
            try TestImages.blocks(width: 200, height: 300, seed: 7),
            try TestImages.blocks(width: 1_000, height: 1_500, seed: 7),
            try TestImages.blocks(width: 400, height: 600, seed: 7, as: .webp),
            try TestImages.blocks(width: 420, height: 580, seed: 7, as: .gif),
        ].map { try Self.hash($0) }

        for copy in copies {
            #expect(copy.isSame(as: original), "\(copy.distance(to: original)) bits apart")
        }
        #expect(original.isDistinctive)
    }

    @Test func otherPicturesAreNotTheSame() throws {
        let original = try Self.hash(try TestImages.blocks(width: 400, height: 600, seed: 7))

        let others = try (1...6).map {
            try Self.hash(try TestImages.blocks(width: 400, height: 600, seed: 100 + UInt64($0)))
        }
        let gradient = try Self.hash(try TestImages.jpeg(width: 400, height: 600))

        for other in others + [gradient] {
            #expect(!other.isSame(as: original), "\(other.distance(to: original)) bits apart")
        }
    }

    @Test func aFlatPictureIsTooPlainToMatchAnother() throws {
        let grey = try Vips.fromPixels(
            [UInt8](repeating: 128, count: 300 * 300 * 3), width: 300, height: 300, bands: 3
        ).encoded(as: .jpeg, quality: 80)
        let white = try Vips.fromPixels(
            [UInt8](repeating: 255, count: 200 * 200 * 3), width: 200, height: 200, bands: 3
        ).encoded(as: .webp, quality: 80)

        let (first, second) = (try Self.hash(grey), try Self.hash(white))

        #expect(!first.isDistinctive && !second.isDistinctive)
        #expect(!first.isSame(as: second))
    }
}
