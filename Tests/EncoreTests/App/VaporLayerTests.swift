import Foundation
import Testing

/// #28: nothing below the controllers imports Vapor or takes a `Request`. The web layer may: the
/// composition root (App/, where the factories build each section's services for a request),
/// controllers, middleware, commands and Platform's web, operations, security, error and i18n
/// helpers. Everything else gets its inputs as values (`ViewContext`, a profile id, a database).
@Suite struct VaporLayerTests {
    static let webLayer =
        #"^(App/|Platform/(Web|Operations|Security|Errors|I18n)/)|(Controller|Middleware|Commands?)\.swift$"#

    static func filesBelowTheControllers() throws -> [(path: String, code: String)] {
        let root = LayerTests.sources
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        let webLayer = try Regex(Self.webLayer)
        return try files.filter { !$0.contains(webLayer) }.map {
            ($0, LayerTests.code(try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)))
        }
    }

    @Test func onlyTheWebLayerImportsVapor() throws {
        let files = try Self.filesBelowTheControllers()
        let vapor = try Regex(#"(?m)^import (Vapor|Leaf)$"#)
        let importing = files.filter { $0.code.contains(vapor) }.map(\.path)

        #expect(files.count > 150)
        #expect(importing.isEmpty, "\(importing.sorted())")
    }

    @Test func nothingBelowTheControllersTakesARequest() throws {
        let request = try Regex(#"\bRequest\b"#)
        let mentioning = try Self.filesBelowTheControllers().filter { $0.code.contains(request) }.map(\.path)

        #expect(mentioning.isEmpty, "\(mentioning.sorted())")
    }
}
