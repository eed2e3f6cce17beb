import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct ImageEndpointTests {
    /// Uploads `data` as a signed-in visitor and returns its source.
    static func uploaded(_ data: Data, _ browser: TestBrowser) async throws -> ImageSource {
        if browser.sessionToken == nil { try await browser.onboard("그림쟁이") }
        let response = try await browser.upload(data)
        #expect(response.status == .created)
        let dto = try response.content.decode(UploadAPIController.UploadDTO.self)
        return try #require(ImageSource(pathComponent: dto.source))
    }

    static func decoded(_ body: ByteBuffer) throws -> VipsImageRef {
        let data = Data(buffer: body)
        let format = SourceFormat(sniffing: data)
        return try Vips.open(data, allFrames: format == .gif || format == .webp)
    }

    @Test func signedURLServesWebPOrJPEGByAccept() async throws {
        try await withEncore { app, browser in
            let source = try await Self.uploaded(try TestImages.jpeg(width: 800, height: 600), browser)
            let path = app.encore.images.urls.path(.thumbnail(width: 320), source)

            let webp = try await browser.get(path, headers: ["Accept": "image/avif,image/webp,*/*"])
            let jpeg = try await browser.get(path, headers: ["Accept": "image/png,*/*"])

            #expect(webp.status == .ok)
            #expect(webp.headers.contentType?.subType == "webp")
            #expect(SourceFormat(sniffing: Data(buffer: webp.body)) == .webp)
            #expect(jpeg.headers.contentType == .jpeg)
            #expect(SourceFormat(sniffing: Data(buffer: jpeg.body)) == .jpeg)
            #expect(webp.headers.first(name: .cacheControl) == "public, max-age=31536000, immutable")
            #expect(webp.headers.first(name: .vary) == "Accept")
            #expect(webp.headers.first(name: .eTag) != jpeg.headers.first(name: .eTag))
            let image = try Self.decoded(webp.body)
            #expect(image.width == 320 && image.height == 240)
        }
    }

    @Test func ifNoneMatchGets304WithoutWork() async throws {
        try await withEncore { app, browser in
            let source = try await Self.uploaded(try TestImages.jpeg(width: 400, height: 300), browser)
            let path = app.encore.images.urls.path(.thumbnail(width: 160), source)
            let first = try await browser.get(path)
            let etag = try #require(first.headers.first(name: .eTag))

            let second = try await browser.get(path, headers: ["If-None-Match": "\"other\", \(etag)"])

            #expect(second.status == .notModified)
            #expect(second.body.readableBytes == 0)
            #expect(second.headers.first(name: .eTag) == etag)
        }
    }

    @Test func unsignedOrTamperedURLsAre403() async throws {
        try await withEncore { app, browser in
            let source = try await Self.uploaded(try TestImages.jpeg(width: 400, height: 300), browser)
            let blurred = app.encore.images.urls.path(.blurred(width: 320), source)
            let parts = blurred.split(separator: "/").map(String.init)  // img, signature, operation, source

            let swappedOperation = try await browser.get("/img/\(parts[1])/w320/\(parts[3])")
            let forged = try await browser.get("/img/\(String(repeating: "0", count: 32))/w320/\(parts[3])")
            let missing = try await browser.get("/img/w320/\(parts[3])")

            #expect(swappedOperation.status == .forbidden)
            #expect(swappedOperation.body.string.contains("이 이미지 주소는 올바르지 않습니다."))
            #expect(forged.status == .forbidden)
            #expect(missing.status == .notFound)
        }
    }

    @Test func thumbnailsNeverEnlarge() async throws {
        try await withEncore { app, browser in
            let source = try await Self.uploaded(try TestImages.jpeg(width: 100, height: 80), browser)

            let response = try await browser.get(app.encore.images.urls.path(.thumbnail(width: 640), source))

            let image = try Self.decoded(response.body)
            #expect(image.width == 100 && image.height == 80)
        }
    }

    @Test func coverAvatarAndBlurHaveTheirShapes() async throws {
        try await withEncore { app, browser in
            let source = try await Self.uploaded(Data(TestImages.png(width: 500, height: 400, bands: 4)), browser)

            let cover = try Self.decoded(
                try await browser.get(app.encore.images.urls.path(.cover(width: 300), source)).body)
            let avatar = try Self.decoded(
                try await browser.get(app.encore.images.urls.path(.avatar(size: 128), source)).body)
            let blurred = try Self.decoded(
                try await browser.get(app.encore.images.urls.path(.blurred(width: 160), source)).body)

            #expect(cover.width == 300 && cover.height == 450)
            #expect(avatar.width == 128 && avatar.height == 128)
            #expect(blurred.width == 160 && blurred.height == 128)
        }
    }

    @Test func revealShowsOnlyTheChosenCells() async throws {
        try await withEncore { app, browser in
            let source = try await Self.uploaded(try TestImages.jpeg(width: 600, height: 900), browser)
            // A 5 × 5 block centred on row 10, column 20, as a quiz area is.
            let block = Set((8...12).flatMap { row in (18...22).map { row * RevealGrid.columns + $0 } })
            let path = app.encore.images.urls.path(.reveal(width: 500, grid: RevealGrid(revealed: block)), source)

            let response = try await browser.get(path, headers: ["Accept": "image/webp"])

            #expect(response.status == .ok, "\(response.body.string.prefix(300))")
            let image = try Self.decoded(response.body).srgb8()
            #expect(image.width == 500 && image.height == 750)
            let pixels = try image.pixels()
            func brightness(_ x: Int, _ y: Int) -> Int {
                (0..<3).map { Int(pixels[(y * 500 + x) * 3 + $0]) }.reduce(0, +)
            }
            #expect(brightness(205, 105) > 150)  // inside the block (cells are 10 px)
            #expect(brightness(100, 100) < 30)  // elsewhere: black
            #expect(brightness(400, 700) < 30)
            let lit = stride(from: 0, to: pixels.count, by: 3).filter {
                pixels[$0] > 40 || pixels[$0 + 1] > 40 || pixels[$0 + 2] > 40
            }
            #expect(lit.count < 50 * 50 + 1200)  // the block plus compression fringe, nothing more
        }
    }

    @Test func animatedGIFsKeepFramesAndDelays() async throws {
        try await withEncore { app, browser in
            let source = try await Self.uploaded(
                try TestImages.gif(width: 400, height: 300, frames: 12, delay: 90), browser)
            let path = app.encore.images.urls.path(.animated(width: 160), source)

            let webp = try Self.decoded(try await browser.get(path, headers: ["Accept": "image/webp"]).body)
            let gifResponse = try await browser.get(path, headers: ["Accept": "image/*"])
            let gif = try Self.decoded(gifResponse.body)

            #expect(webp.pages == 12 && webp.width == 160 && webp.pageHeight == 120)
            #expect(webp.frameDelay(0) == 90 && webp.frameDelay(11) == 90)
            #expect(gifResponse.headers.contentType == .gif)
            #expect(gif.pages == 12 && gif.width == 160)
            #expect(gif.frameDelay(5) == 90)
        }
    }

    @Test func imagesAreServedWithoutTouchingTheSession() async throws {
        try await withEncore { app, browser in
            let source = try await Self.uploaded(try TestImages.jpeg(width: 200, height: 200), browser)
            let path = app.encore.images.urls.path(.thumbnail(width: 96), source)

            let response = try await browser.get(
                path, headers: ["Cookie": "encore_session=stale-token-that-would-be-cleared"])

            #expect(response.status == .ok)
            #expect(response.headers[.setCookie].isEmpty)
        }
    }

    @Test func metricsCountCacheHitsAndMisses() async throws {
        try await withEncore { app, browser in
            let source = try await Self.uploaded(try TestImages.jpeg(width: 300, height: 200), browser)
            let path = app.encore.images.urls.path(.thumbnail(width: 96), source)
            try await browser.get(path)
            try await browser.get(path)

            let metrics = try await browser.get("/metrics").body.string

            #expect(metrics.contains(#"encore_image_cache_requests_total{layer="memory",result="hit"}"#))
            #expect(metrics.contains(#"encore_image_cache_requests_total{layer="disk",result="miss"}"#))
            #expect(metrics.contains("encore_image_transforms_total"))
        }
    }
}
