import CVipsShim
import Foundation

/// libvips from Swift. Every image is a `VipsImageRef` that frees its `VipsImage` when released,
/// every failure is a `VipsError` with libvips' message. libvips is thread-safe; each call here
/// blocks its thread, so callers run them off the event loops (see `TransformLimiter`).
enum Vips {
    private static let started: Result<Void, VipsError> = {
        encore_vips_init() == 0 ? .success(()) : .failure(VipsError.pending())
    }()

    /// Starts libvips once per process (idempotent, thread-safe).
    static func start() throws { try started.get() }

    /// Reads only the header: size and frames can be checked before any pixel is decoded.
    static func open(_ data: Data, allFrames: Bool) throws -> VipsImageRef {
        try start()
        let bytes = PinnedBytes(data)
        return try VipsImageRef.make(keeping: [bytes]) {
            encore_vips_open(bytes.baseAddress, bytes.count, allFrames ? 1 : 0, &$0)
        }
    }

    /// A JPEG to be decoded at 1/`shrink` of its size (1, 2, 4 or 8), as libjpeg scales while it
    /// decodes: what a thumbnail cannot do without (`encore bench-thumbnails --decode-shrink`).
    static func jpeg(_ data: Data, shrink: Int) throws -> VipsImageRef {
        try start()
        let bytes = PinnedBytes(data)
        return try VipsImageRef.make(keeping: [bytes]) {
            encore_vips_open_jpeg_shrunk(bytes.baseAddress, bytes.count, Int32(shrink), &$0)
        }
    }

    static func thumbnail(
        _ data: Data, width: Int, height: Int = 0, crop: Bool, upscale: Bool, allFrames: Bool,
        strict: Bool = false
    ) throws -> VipsImageRef {
        try start()
        let bytes = PinnedBytes(data)
        return try VipsImageRef.make(keeping: [bytes]) {
            encore_vips_thumbnail(
                bytes.baseAddress, bytes.count, Int32(width), Int32(height),
                crop ? 1 : 0, upscale ? 1 : 0, allFrames ? 1 : 0, strict ? 1 : 0, &$0)
        }
    }

    /// The first frame as `side` × `side` grey pixels, row after row (see `PerceptualHash`).
    static func greySquare(_ data: Data, side: Int) throws -> [UInt8] {
        try start()
        let bytes = PinnedBytes(data)
        return try VipsImageRef.make(keeping: [bytes]) {
            encore_vips_grey_square(bytes.baseAddress, bytes.count, Int32(side), &$0)
        }.pixels()
    }

    /// An 8-bit image from raw interleaved pixels (copied).
    static func fromPixels(_ pixels: [UInt8], width: Int, height: Int, bands: Int) throws -> VipsImageRef {
        try pixels.withUnsafeBytes { buffer in
            try VipsImageRef.make(keeping: []) {
                encore_vips_from_memory(
                    buffer.baseAddress, buffer.count, Int32(width), Int32(height), Int32(bands), &$0)
            }
        }
    }

    /// Pango markup drawn as an RGBA image, wrapped at `width` pixels (`font` sized in pixels).
    static func text(_ markup: String, font: String, width: Int, centred: Bool = false) throws -> VipsImageRef {
        try VipsImageRef.make(keeping: []) { encore_vips_text(markup, font, Int32(width), centred ? 1 : 0, &$0) }
    }
}

struct VipsError: Error, CustomStringConvertible {
    let message: String
    var description: String { "libvips: \(message)" }

    static func pending() -> VipsError {
        guard let pointer = encore_vips_error() else { return VipsError(message: "unknown error") }
        defer { encore_vips_free(pointer) }
        let text = String(cString: pointer).trimmingCharacters(in: .whitespacesAndNewlines)
        return VipsError(message: text.isEmpty ? "unknown error" : text)
    }
}

/// Source bytes at a fixed address for as long as any image made from them lives: libvips reads
/// buffers lazily and does not copy them.
final class PinnedBytes: @unchecked Sendable {
    private let storage: UnsafeMutableRawBufferPointer
    let count: Int

    init(_ data: Data) {
        count = data.count
        storage = .allocate(byteCount: max(1, data.count), alignment: 16)
        data.copyBytes(to: storage.bindMemory(to: UInt8.self))
    }

    var baseAddress: UnsafeRawPointer? { UnsafeRawPointer(storage.baseAddress) }

    deinit { storage.deallocate() }
}

/// Owns one `VipsImage`; the reference is dropped exactly once, when this object goes away. It also
/// keeps alive the bytes its pixels are still read from, which derived images inherit.
final class VipsImageRef: @unchecked Sendable {
    let pointer: OpaquePointer
    private let kept: [PinnedBytes]

    private init(_ pointer: OpaquePointer, keeping kept: [PinnedBytes]) {
        self.pointer = pointer
        self.kept = kept
    }

    deinit { encore_vips_unref(pointer) }

    /// Every image is made here, so libvips is started before the first one whoever asks for it
    /// (a test made a GIF before any app had configured libvips, and glib's lock was not there yet).
    static func make(keeping kept: [PinnedBytes], _ call: (inout OpaquePointer?) -> Int32) throws -> VipsImageRef {
        try Vips.start()
        var out: OpaquePointer?
        let status = call(&out)
        guard status == 0, let out else {
            if let out { encore_vips_unref(out) }
            throw VipsError.pending()
        }
        return VipsImageRef(out, keeping: kept)
    }

    /// An image computed from this one: same source bytes to keep alive.
    private func derived(_ call: (inout OpaquePointer?) -> Int32) throws -> VipsImageRef {
        try VipsImageRef.make(keeping: kept, call)
    }

    var width: Int { Int(encore_vips_width(pointer)) }
    var height: Int { Int(encore_vips_height(pointer)) }
    var bands: Int { Int(encore_vips_bands(pointer)) }
    var pages: Int { Int(encore_vips_n_pages(pointer)) }
    var pageHeight: Int { Int(encore_vips_page_height(pointer)) }

    /// Makes this (tall) image an animation of `frameHeight`-high frames shown `delay` ms each.
    func setAnimation(frameHeight: Int, delay: Int) {
        _ = encore_vips_set_animation(pointer, Int32(frameHeight), Int32(delay))
    }

    func frameDelay(_ index: Int) -> Int? {
        let delay = Int(encore_vips_frame_delay(pointer, Int32(index)))
        return delay < 0 ? nil : delay
    }

    /// `overlay` drawn over this image with its alpha, its top left corner at `x`, `y`.
    func composited(_ overlay: VipsImageRef, x: Int, y: Int) throws -> VipsImageRef {
        try derived { encore_vips_composite(pointer, overlay.pointer, Int32(x), Int32(y), &$0) }
    }

    /// Turned over: left for right when `horizontally`, else top for bottom.
    func flipped(horizontally: Bool) throws -> VipsImageRef {
        try derived { encore_vips_flip(pointer, horizontally ? 1 : 0, &$0) }
    }

    /// The area at `left`, `top` of `width` × `height`, scaled to exactly `size` (width, height).
    func reframed(left: Int, top: Int, width: Int, height: Int, to size: (width: Int, height: Int)) throws
        -> VipsImageRef
    {
        try derived {
            encore_vips_reframe(
                pointer, Int32(left), Int32(top), Int32(width), Int32(height), Int32(size.width),
                Int32(size.height), &$0)
        }
    }

    /// Scaled by `scale` (at most 1) and put at `x`, `y` on a black canvas of this image's size.
    func placed(scale: Double, x: Int, y: Int) throws -> VipsImageRef {
        try derived {
            encore_vips_place(pointer, scale, Int32(x), Int32(y), Int32(self.width), Int32(self.height), &$0)
        }
    }

    func gaussianBlur(sigma: Double) throws -> VipsImageRef {
        try derived { encore_vips_gaussblur(pointer, sigma, &$0) }
    }

    /// 3-band 8-bit sRGB, transparency flattened onto black.
    func srgb8() throws -> VipsImageRef {
        try derived { encore_vips_srgb8(pointer, 0, &$0) }
    }

    /// The decoded pixels, row after row, `bands` bytes per pixel.
    func pixels() throws -> [UInt8] {
        var length = 0
        guard let memory = encore_vips_to_memory(pointer, &length) else { throw VipsError.pending() }
        defer { encore_vips_free(memory) }
        return Array(UnsafeRawBufferPointer(start: memory, count: length))
    }

    func encoded(as format: EncodedFormat, quality: Int) throws -> Data {
        var buffer: UnsafeMutableRawPointer?
        var length = 0
        let code: EncoreVipsFormat =
            switch format {
            case .jpeg: ENCORE_VIPS_JPEG
            case .webp: ENCORE_VIPS_WEBP
            case .gif: ENCORE_VIPS_GIF
            }
        guard encore_vips_save(pointer, code, Int32(quality), &buffer, &length) == 0, let buffer else {
            throw VipsError.pending()
        }
        defer { encore_vips_free(buffer) }
        return Data(bytes: buffer, count: length)
    }
}
