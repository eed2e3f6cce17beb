import Vapor

/// multipart-kit 4.7.1 (the newest the package mirror has) looks each byte of a part's header name
/// up in a table of 128 entries, so a byte of 0x80 or more there traps and takes the whole process
/// down: one request stopped every room and page on the instance (schemathesis 4.32.5 found it). A
/// body with such a byte in a header name is refused as malformed (400) before the parser sees it.
struct MultipartHeaderGuard: ContentDecoder {
    let base: any ContentDecoder

    func decode<D: Decodable>(_ type: D.Type, from body: ByteBuffer, headers: HTTPHeaders) throws -> D {
        try check(body, headers)
        return try base.decode(type, from: body, headers: headers)
    }

    func decode<D: Decodable>(
        _ type: D.Type, from body: ByteBuffer, headers: HTTPHeaders, userInfo: [CodingUserInfoKey: any Sendable]
    ) throws -> D {
        try check(body, headers)
        return try base.decode(type, from: body, headers: headers, userInfo: userInfo)
    }

    private func check(_ body: ByteBuffer, _ headers: HTTPHeaders) throws {
        guard let boundary = headers.contentType?.parameters["boundary"], !boundary.isEmpty else { return }
        guard Self.headerNamesAreASCII(Array(body.readableBytesView), boundary: Array(("--" + boundary).utf8))
        else { throw GenericRefusal(.badRequest) }
    }

    /// Whether every header line of every part (after each delimiter, up to the blank line) has no
    /// byte of 0x80 or more before its colon.
    static func headerNamesAreASCII(_ bytes: [UInt8], boundary: [UInt8]) -> Bool {
        var at = 0
        while at < bytes.count, let found = bytes[at...].firstRange(of: boundary) {
            at = found.upperBound
            // The delimiter's own line, then header lines until an empty one.
            at = (bytes[at...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count) + 1
            while at < bytes.count {
                let end = bytes[at...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                let line = bytes[at..<end]
                at = end + 1
                let name = line.prefix { $0 != UInt8(ascii: ":") }
                if name.contains(where: { $0 >= 0x80 }) { return false }
                if line.isEmpty || line == [UInt8(ascii: "\r")] { break }
            }
        }
        return true
    }
}
