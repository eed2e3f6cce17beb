import Foundation
import Testing

/// The map's rule "`Platform/` uses no section", checked on the source: no file under Platform/
/// names a type that a section folder declares at top level. (A section's own words in Platform
/// would make every section depend on that one.)
@Suite struct LayerTests {
    static let sections = ["BoxOffice", "Gifs", "Home", "Idols", "Images", "Profiles", "Quiz"]

    static var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Sources/Encore")
            .standardized
    }

    static func swiftFiles(in folder: String) throws -> [(path: String, text: String)] {
        let root = sources.appendingPathComponent(folder)
        let names = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
        return try names.filter { $0.hasSuffix(".swift") }.map {
            ("\(folder)/\($0)", try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
        }
    }

    /// The text without `//` comments, which may name anything.
    static func code(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }.joined(separator: "\n")
    }

    @Test func platformNamesNoTypeOfASection() throws {
        let declaration = try Regex(#"(?m)^(?:final |indirect )?(?:struct|enum|class|actor|protocol) (\w+)"#)
        var sectionTypes: [String: String] = [:]
        for section in Self.sections {
            for file in try Self.swiftFiles(in: section) {
                for match in file.text.matches(of: declaration) {
                    if let name = match.output[1].substring { sectionTypes[String(name)] = file.path }
                }
            }
        }
        var uses: [String] = []
        for file in try Self.swiftFiles(in: "Platform") {
            let code = Self.code(file.text)
            for (name, home) in sectionTypes where code.contains(try Regex("\\b\(name)\\b")) {
                uses.append("\(file.path) uses \(name) (\(home))")
            }
        }

        #expect(sectionTypes.count > 100)
        #expect(uses.isEmpty, "\(uses.sorted().joined(separator: "\n"))")
    }
}
