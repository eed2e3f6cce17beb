import Foundation
import Vapor

/// `encore bench-thumbnails --input photo.jpg --width 320 --count 40 --concurrency 2`: the same
/// renderer the image route uses, in a loop with no HTTP and no caches. `make bench` compares the
/// HTTP path against this to show what serving costs on top of libvips. With `--decode-shrink N`
/// (a JPEG; 2, 4 or 8), only libjpeg's decoding at 1/N of the size, with no resize and no encoding:
/// shrinking while decoding still reads every coefficient, so this is the most a thumbnailer that
/// decodes at that scale could make. For 4000 → 320 Encore decodes at 1/8 (`encore_vips_thumbnail`),
/// libvips' own thumbnail at 1/4, and ImageMagick whole unless told a size.
struct ThumbnailBenchCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Option(name: "input", help: "JPEG, PNG, WebP or GIF file") var input: String?
        @Option(name: "width", help: "thumbnail width (one of the fixed widths)") var width: Int?
        @Option(name: "count", help: "how many thumbnails") var count: Int?
        @Option(name: "concurrency", help: "how many at a time") var concurrency: Int?
        @Option(name: "decode-shrink", help: "only decode the JPEG at 1/N of its size (no resize, no encoding)")
        var decodeShrink: Int?
    }

    var help: String { "Measures in-process libvips thumbnails per second (for make bench)" }

    func run(using context: CommandContext, signature: Signature) async throws {
        guard let input = signature.input, let data = FileManager.default.contents(atPath: input) else {
            throw ImageError.missing
        }
        let operation = ImageOperation.thumbnail(width: signature.width ?? 320)
        let count = signature.count ?? 40
        let limiter = TransformLimiter(concurrency: signature.concurrency ?? System.coreCount, queueLimit: count)
        let renderer = ImageRenderer()
        let decodeShrink = signature.decodeShrink ?? 0
        let start = ContinuousClock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<count {
                group.addTask {
                    _ = try await limiter.run {
                        guard decodeShrink > 0 else { return try renderer.render(data, operation, as: .jpeg) }
                        return Data(try Vips.jpeg(data, shrink: decodeShrink).pixels())
                    }
                }
            }
            try await group.waitForAll()
        }
        let elapsed = (ContinuousClock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        context.console.print(String(format: "%.2f", Double(count) / seconds))
    }
}
