import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct HostileUploadTests {
    static func expectRefused(_ data: Data, status: HTTPResponseStatus, message: String) async throws {
        try await withEncore { app, browser in
            try await browser.onboard("악당")

            let response = try await browser.upload(data)

            #expect(response.status == status)
            let error = try response.content.decode(APIErrorBody.self).error
            #expect(error.message.contains(message))
            #expect(try await ImageUpload.query(on: app.db).count() == 0)
            // Nothing stored, wherever uploads are kept.
            let files = app.encore.settings.dataDirectory + "/uploads"
            #expect((try? FileManager.default.contentsOfDirectory(atPath: files))?.isEmpty ?? true, "no file")
            let chunks = try await app.database.sql.raw("SELECT COUNT(*) AS n FROM upload_chunks").first()?
                .decode(column: "n", as: Int.self)
            #expect(chunks == 0, "no chunk")
        }
    }

    @Test func nonImagesAreRefused() async throws {
        try await Self.expectRefused(
            Data("just some text, not a picture".utf8), status: .unsupportedMediaType, message: "JPEG, PNG, WebP, GIF")
    }

    @Test func svgIsRefused() async throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#
        try await Self.expectRefused(Data(svg.utf8), status: .unsupportedMediaType, message: "JPEG, PNG, WebP, GIF")
    }

    @Test(arguments: [
        Data("BM".utf8) + Data(count: 64), Data([0x49, 0x49, 0x2A, 0x00]) + Data(count: 64), Data("%PDF-1.7\n".utf8),
    ])
    func otherFormatsAreRefused(data: Data) async throws {
        try await Self.expectRefused(data, status: .unsupportedMediaType, message: "JPEG, PNG, WebP, GIF")
    }

    @Test func truncatedFilesAreRefused() async throws {
        let jpeg = try TestImages.jpeg(width: 300, height: 300)
        try await Self.expectRefused(jpeg.prefix(jpeg.count / 2), status: .unprocessableEntity, message: "읽을 수 없습니다")
    }

    @Test func aTinyFileDeclaring50000By50000PixelsIsRefusedBeforeDecoding() async throws {
        let bomb = TestImages.pngBomb()
        #expect(bomb.count < 200)
        try await Self.expectRefused(bomb, status: .unprocessableEntity, message: "너무 큽니다")
    }

    @Test func aGIFWithThousandsOfFramesIsRefused() async throws {
        let flood = try TestImages.gif(width: 2, height: 2, frames: 2000, delay: 10)
        try await Self.expectRefused(flood, status: .unprocessableEntity, message: "프레임이 너무 많습니다")
    }

    @Test func aMultipartBodyWithNoPartIsABadRequest() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("빈몸")
            let token = try #require(browser.csrfToken)
            let headers: HTTPHeaders = [
                "Content-Type": "multipart/form-data; boundary=b0", CSRFMiddleware.headerName: token,
            ]

            let response = try await browser.send(
                .POST, "/api/v1/uploads", headers: headers, body: ByteBuffer(string: "--b0--\r\n"))

            #expect(response.status == .badRequest)
            #expect(try await ImageUpload.query(on: app.db).count() == 0)
        }
    }

    @Test func oversizedBodiesAreRefused() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("큰파일")

            let response = try await browser.upload(Data(count: 14 * 1024 * 1024))

            #expect(response.status == .payloadTooLarge)
            #expect(try await ImageUpload.query(on: app.db).count() == 0)
        }
    }

    @Test func uploadsNeedAProfileAndTheCSRFToken() async throws {
        try await withEncore { _, browser in
            let anonymous = try await browser.upload(try TestImages.jpeg(width: 10, height: 10))
            try await browser.onboard("토큰없음")
            var headers: HTTPHeaders = ["Content-Type": "multipart/form-data; boundary=x"]
            headers.add(name: "X-CSRF-Token", value: "wrong")
            let forged = try await browser.send(
                .POST, "/api/v1/uploads", headers: headers, body: ByteBuffer(string: "--x--"))

            #expect(anonymous.status == .unauthorized)
            #expect(forged.status == .forbidden)
        }
    }

    @Test func theSameBytesAreStoredOnce() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("두번")
            let jpeg = try TestImages.jpeg(width: 64, height: 64)

            try await browser.upload(jpeg)
            let second = try await browser.upload(jpeg)

            #expect(second.status == .created)
            #expect(try await ImageUpload.query(on: app.db).count() == 1)
            let upload = try #require(try await ImageUpload.query(on: app.db).first())
            #expect(upload.id == UploadHash.of(jpeg))
            #expect(upload.format == .jpeg && upload.width == 64 && upload.frames == 1)
        }
    }
}
