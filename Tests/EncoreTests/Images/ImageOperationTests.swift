import Foundation
import Testing

@testable import Encore

@Suite struct ImageOperationTests {
    @Test(arguments: [
        ImageOperation.thumbnail(width: 320), .cover(width: 300), .avatar(size: 128), .blurred(width: 480),
        .animated(width: 240), .reveal(width: 500, grid: RevealGrid(revealed: [1, 2, 3, 3000])),
    ])
    func operationsRoundTripThroughTheirPathComponent(operation: ImageOperation) {
        #expect(ImageOperation(pathComponent: operation.pathComponent) == operation)
    }

    @Test(arguments: [
        "w321", "w0", "w-5", "cover301", "avatar1000", "blur", "anim9999", "reveal500", "reveal333-AQ", "x320", "",
    ])
    func onlySizesFromTheFixedSetsAreAccepted(text: String) {
        #expect(ImageOperation(pathComponent: text) == nil)
    }

    @Test func sourcesRoundTrip() throws {
        let hash = String(repeating: "ab", count: 32)
        let remote = ImageSource.remote(
            try #require(URL(string: "https://image.tmdb.org/t/p/w500/abc.jpg?x=1&y=%22z%22")))

        #expect(ImageSource(pathComponent: ImageSource.upload(hash: hash).pathComponent) == .upload(hash: hash))
        #expect(ImageSource(pathComponent: remote.pathComponent) == remote)
    }

    @Test(arguments: [
        "u-1234", "u-" + String(repeating: "G", count: 64), "r-" + Base64URL.encode(Array("file:///etc/passwd".utf8)),
        "r-!!!", "x-abc", "",
    ])
    func malformedSourcesAreRefused(text: String) {
        #expect(ImageSource(pathComponent: text) == nil)
    }

    @Test(
        arguments: [
            ("image/avif,image/webp,*/*", false, EncodedFormat.webp),
            ("image/png,image/*;q=0.8", false, .jpeg),
            (nil, false, .jpeg),
            ("image/webp", true, .webp),
            ("*/*", true, .gif),
        ] as [(String?, Bool, EncodedFormat)])
    func outputFormatFollowsAccept(accept: String?, animated: Bool, expected: EncodedFormat) {
        #expect(EncodedFormat.negotiate(accept: accept, animated: animated) == expected)
    }

    @Test(
        arguments: [
            ([0xFF, 0xD8, 0xFF, 0xE0], SourceFormat.jpeg),
            ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], .png),
            (Array("GIF89a".utf8), .gif),
            (Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8), .webp),
        ] as [([UInt8], SourceFormat)])
    func formatsAreRecognisedByMagicBytes(bytes: [UInt8], format: SourceFormat) {
        #expect(SourceFormat(sniffing: Data(bytes)) == format)
    }

    @Test(arguments: [
        "<svg xmlns=\"http://www.w3.org/2000/svg\"/>", "BM", "II*\u{0}", "%PDF-1.4", "hello", "RIFF0000WAVE",
    ])
    func otherFormatsAreNotRecognised(text: String) {
        #expect(SourceFormat(sniffing: Data(text.utf8)) == nil)
    }
}
