import Foundation

/// The Leaf templates and their text, for tests that check what templates may contain.
enum ViewFiles {
    static func all() throws -> [(String, String)] {
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(
            "Resources/Views")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".leaf") }.sorted().map {
            ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
        }
    }
}
