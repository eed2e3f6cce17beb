import Foundation
import Leaf
import LeafKit
import Testing
import VaporTesting

@testable import Encore

@Suite struct ImageURLTagTests {
    @Test func templatesGetSignedURLsFromTheTag() async throws {
        try await withEncore { app, _ in
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("views-\(UUID())").path + "/"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let hash = String(repeating: "c", count: 64)
            try ##"<img src="#imageURL(source, "cover300")">"##.write(
                toFile: directory + "poster.leaf", atomically: true, encoding: .utf8)
            app.leaf.sources = .singleSource(
                NIOLeafFiles(
                    fileio: app.fileio, limits: .default, sandboxDirectory: directory, viewDirectory: directory))

            let view = try await app.view.render("poster", ["source": "u-\(hash)"]).get()

            let expected = app.encore.images.urls.path(.cover(width: 300), .upload(hash: hash))
            #expect(String(buffer: view.data) == #"<img src="\#(expected)">"#)
        }
    }
}
