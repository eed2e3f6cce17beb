import Foundation

/// The formats Encore accepts, recognised by their first bytes, never by name or declared type.
enum SourceFormat: String, Codable, Sendable {
    case jpeg, png, webp, gif

    init?(sniffing data: Data) {
        let bytes = [UInt8](data.prefix(12))
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
            self = .gif
        } else if bytes.count == 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8)
        {
            self = .webp
        } else {
            return nil
        }
    }
}

/// What Encore sends: WebP where the browser accepts it, else JPEG (GIF for animations).
enum EncodedFormat: String, Sendable {
    case jpeg, webp, gif

    static func negotiate(accept: String?, animated: Bool) -> EncodedFormat {
        // Parsed by hand: this runs for every image request, and Foundation's string search is slow here.
        let acceptsWebP =
            accept?.split(separator: ",").contains { type in
                type.split(separator: ";").first.map { $0.trimmingPrefix(" ").lowercased() == "image/webp" } ?? false
            } ?? false
        if acceptsWebP { return .webp }
        return animated ? .gif : .jpeg
    }
}
