import Foundation
import NIOCore
import VaporTesting

@testable import Encore

/// Pictures made for tests (no image files in the repository): gradients encoded by libvips, a
/// PNG writer for headers libvips would refuse to make, and animations with known frame delays.
enum TestImages {
    /// A colourful gradient, `bands` 3 (RGB) or 4 (RGBA, half transparent).
    static func pixels(width: Int, height: Int, bands: Int = 3) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * bands)
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * bands
                pixels[index] = UInt8(40 + x * 200 / max(1, width))
                pixels[index + 1] = UInt8(40 + y * 200 / max(1, height))
                pixels[index + 2] = 200
                if bands == 4 { pixels[index + 3] = 128 }
            }
        }
        return pixels
    }

    /// A picture of 6 × 9 blocks of colours drawn from `seed`: unlike the gradients, two seeds
    /// make pictures as different as two photographs (for the picture block list).
    static func blocks(width: Int, height: Int, seed: UInt64, as format: EncodedFormat = .jpeg)
        throws -> Data
    {
        var state = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        var colours: [[UInt8]] = []
        for _ in 0..<(6 * 9) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            colours.append([
                UInt8(truncatingIfNeeded: state >> 24), UInt8(truncatingIfNeeded: state >> 40),
                UInt8(truncatingIfNeeded: state >> 56),
            ])
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let colour = colours[(y * 9 / height) * 6 + x * 6 / width]
                let index = (y * width + x) * 3
                pixels[index..<(index + 3)] = colour[...]
            }
        }
        return try Vips.fromPixels(pixels, width: width, height: height, bands: 3).encoded(as: format, quality: 75)
    }

    static func jpeg(width: Int, height: Int) throws -> Data {
        try Vips.fromPixels(pixels(width: width, height: height), width: width, height: height, bands: 3)
            .encoded(as: .jpeg, quality: 90)
    }

    static func webp(width: Int, height: Int) throws -> Data {
        try Vips.fromPixels(pixels(width: width, height: height), width: width, height: height, bands: 3)
            .encoded(as: .webp, quality: 90)
    }

    /// An animated GIF of `frames` frames, each shown `delay` ms.
    static func gif(width: Int, height: Int, frames: Int, delay: Int = 70) throws -> Data {
        var all: [UInt8] = []
        for frame in 0..<frames {
            var page = pixels(width: width, height: height)
            for index in stride(from: 0, to: page.count, by: 3) { page[index + 2] = UInt8(frame * 37 % 256) }
            all += page
        }
        let image = try Vips.fromPixels(all, width: width, height: height * frames, bands: 3)
        image.setAnimation(frameHeight: height, delay: delay)
        return try image.encoded(as: .gif, quality: 90)
    }

    static func png(width: Int, height: Int, bands: Int = 3) -> Data {
        let rgb = pixels(width: width, height: height, bands: bands)
        var raw: [UInt8] = []
        for row in 0..<height {
            raw.append(0)  // filter: none
            raw += rgb[(row * width * bands)..<((row + 1) * width * bands)]
        }
        return pngFile(width: width, height: height, colorType: bands == 4 ? 6 : 2, idat: zlibStored(raw))
    }

    /// A tiny file whose header declares a huge image (a decompression bomb): only the header is real.
    static func pngBomb(width: Int = 50_000, height: Int = 50_000) -> Data {
        pngFile(width: width, height: height, colorType: 2, idat: zlibStored([0, 0, 0, 0]))
    }

    private static func pngFile(width: Int, height: Int, colorType: UInt8, idat: [UInt8]) -> Data {
        var ihdr = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        ihdr += [8, colorType, 0, 0, 0]
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", ihdr) + chunk("IDAT", idat) + chunk("IEND", [])
        return Data(file)
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// zlib with stored (uncompressed) deflate blocks: valid and simple.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, data.count - offset)
            let final: UInt8 = offset + length >= data.count ? 1 : 0
            out += [
                final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF),
            ]
            out += data[offset..<(offset + length)]
            offset += length
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    private static func crc32(_ data: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}

extension TestBrowser {
    /// Uploads bytes through `POST /api/v1/uploads` as a multipart form, as the front end does.
    @discardableResult
    func upload(
        _ data: Data, filename: String = "picture.bin", field: String = "file", path: String = "/api/v1/uploads",
        csrfInQuery: Bool = false
    ) async throws -> TestingHTTPResponse {
        if csrfToken == nil { try await get("/") }
        let boundary = "encore-test-boundary"
        var body = Data(
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(field)\"; filename=\"\(filename)\"\r\n".utf8)
        body +=
            Data("Content-Type: application/octet-stream\r\n\r\n".utf8) + data + Data("\r\n--\(boundary)--\r\n".utf8)
        var headers: HTTPHeaders = ["Content-Type": "multipart/form-data; boundary=\(boundary)"]
        var target = path
        if csrfInQuery {
            target += "?_csrf=\(csrfToken ?? "")"
        } else {
            headers.add(name: CSRFMiddleware.headerName, value: csrfToken ?? "")
        }
        return try await send(.POST, target, headers: headers, body: ByteBuffer(data: body))
    }
}
