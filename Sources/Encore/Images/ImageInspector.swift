import Foundation

/// What an accepted image is: format, size and frame count, read from the header alone.
struct ImageInfo: Sendable, Equatable {
    let format: SourceFormat
    let width: Int
    let height: Int
    let frames: Int
}

/// Decides whether bytes may enter the pipeline: a known format by magic bytes, then the header's
/// size and frame count within `ImageLimits`. Nothing is decoded; blocking (call off the event loop).
struct ImageInspector: Sendable {
    let limits: ImageLimits

    func inspect(_ data: Data) throws(ImageRejection) -> ImageInfo {
        guard data.count <= limits.maxBytes else { throw .tooLarge }
        guard let format = SourceFormat(sniffing: data) else { throw .unsupportedFormat }
        let header: VipsImageRef
        do {
            header = try Vips.open(data, allFrames: format == .gif || format == .webp)
        } catch {
            throw .unreadable
        }
        let frames = max(1, header.pages)
        let width = header.width
        let height = frames > 1 ? header.pageHeight : header.height
        guard width > 0, height > 0 else { throw .unreadable }
        guard width <= limits.maxDimension, height <= limits.maxDimension,
            width * height <= limits.maxPixels
        else { throw .tooManyPixels }
        guard frames <= limits.maxFrames else { throw .tooManyFrames }
        guard width * height * frames <= limits.maxAnimationPixels else { throw .tooManyPixels }
        return ImageInfo(format: format, width: width, height: height, frames: frames)
    }

    /// `inspect`, then decodes every frame strictly at a small size: truncated or damaged files,
    /// which libvips would otherwise show with grey filled in, are refused. For uploads.
    func verify(_ data: Data) throws(ImageRejection) -> ImageInfo {
        let info = try inspect(data)
        do {
            let small = try Vips.thumbnail(
                data, width: 32, crop: false, upscale: false, allFrames: info.frames > 1, strict: true)
            _ = try small.pixels()
        } catch {
            throw .unreadable
        }
        return info
    }
}
