import Foundation
import Testing
import VaporTesting

@testable import Encore

/// schemathesis 4.32.5 sent a multipart upload whose part header name held a byte over 0x7F:
/// multipart-kit 4.7.1 indexed a 128-entry table with it and the server process trapped. Such a
/// body is refused as malformed, and the instance keeps serving.
@Suite struct MultipartHeaderCrashTests {
    @Test(arguments: ["/api/v1/uploads", "/api/v1/gifs/mine", "/settings/avatar"])
    func aNonASCIIByteInAPartHeaderNameIsABadRequestNotACrash(path: String) async throws {
        try await withEncore { app, browser in
            try await browser.onboard("멀티파트")
            let boundary = "encore-boundary"
            var body = Data(
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.png\"\r\n".utf8)
            body += Data([0x58, 0xC3, 0xA9, 0x3A, 0x20, 0x31, 0x0D, 0x0A, 0x0D, 0x0A])  // "Xé: 1", then the blank line
            body += TestImages.png(width: 8, height: 8) + Data("\r\n--\(boundary)--\r\n".utf8)
            var headers: HTTPHeaders = ["Content-Type": "multipart/form-data; boundary=\(boundary)"]
            headers.add(name: CSRFMiddleware.headerName, value: browser.csrfToken ?? "")

            let refused = try await browser.send(.POST, path, headers: headers, body: ByteBuffer(data: body))
            let after = try await browser.get("/healthz")

            // The GIF form reads a form it cannot decode as one without a file (422).
            #expect([.badRequest, .unprocessableEntity].contains(refused.status))
            #expect(after.status == .ok)
        }
    }

    @Test func aUTF8FilenameInAHeaderValueIsFine() {
        let body = Array(
            "--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"포스터.png\"\r\n\r\nx\r\n--b--\r\n".utf8)
        #expect(MultipartHeaderGuard.headerNamesAreASCII(body, boundary: Array("--b".utf8)))
        let bad = Array("--b\r\nNamé: x\r\n\r\nx\r\n--b--\r\n".utf8)
        #expect(!MultipartHeaderGuard.headerNamesAreASCII(bad, boundary: Array("--b".utf8)))
    }
}
