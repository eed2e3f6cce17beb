import Foundation
import LeafKit

/// The interface strings from `Resources/Strings/{ko,en}.json`: flat keys, `{0}`, `{1}` … placeholders.
public struct StringCatalog: Sendable {
    let tables: [Language: [String: String]]
    /// The same strings escaped for HTML once, by Leaf's own escaping, for `#t` (escaping them again
    /// on every page was a tenth of some pages' CPU).
    private let escapedTables: [Language: [String: String]]

    public init(tables: [Language: [String: String]]) {
        self.tables = tables
        escapedTables = tables.mapValues { $0.mapValues { $0.htmlEscaped() } }
    }

    static func load(from directory: String) throws -> StringCatalog {
        var tables: [Language: [String: String]] = [:]
        for language in Language.allCases {
            let url = URL(fileURLWithPath: directory).appendingPathComponent("\(language.rawValue).json")
            tables[language] = try JSONDecoder().decode([String: String].self, from: Data(contentsOf: url))
        }
        return StringCatalog(tables: tables)
    }

    /// The text for `key`; a missing key shows itself, which the catalogue tests make impossible to ship.
    public func text(_ key: String, _ language: Language, _ arguments: [String] = []) -> String {
        let text = tables[language]?[key] ?? tables[.ko]?[key] ?? key
        return arguments.isEmpty ? text : Self.fill(text, arguments)
    }

    /// `text(key, language, arguments)` escaped for HTML: the escaped string filled with the escaped
    /// arguments, which is the filled string escaped (escaping leaves `{0}` as it is).
    func escapedText(_ key: String, _ language: Language, _ arguments: [String] = []) -> String {
        let text = escapedTables[language]?[key] ?? escapedTables[.ko]?[key] ?? key.htmlEscaped()
        return arguments.isEmpty ? text : Self.fill(text, arguments.map { $0.htmlEscaped() })
    }

    /// `{0}`, `{1}` … replaced in one pass (every card's label went through Foundation's
    /// `replacingOccurrences` once per argument); an unknown index stays as written.
    static func fill(_ template: String, _ arguments: [String]) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let index = Int(rest[afterOpen..<close]),
                arguments.indices.contains(index)
            {
                result += arguments[index]
                rest = rest[rest.index(after: close)...]
            } else {
                result += "{"
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }

    public func keys(_ language: Language) -> Set<String> { Set(tables[language]?.keys ?? [:].keys) }
}
