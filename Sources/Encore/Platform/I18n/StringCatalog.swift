import Foundation

/// The interface strings from `Resources/Strings/{ko,en}.json`: flat keys, `{0}`, `{1}` … placeholders.
public struct StringCatalog: Sendable {
    let tables: [Language: [String: String]]

    public init(tables: [Language: [String: String]]) { self.tables = tables }

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
        var text = tables[language]?[key] ?? tables[.ko]?[key] ?? key
        for (index, argument) in arguments.enumerated() {
            text = text.replacingOccurrences(of: "{\(index)}", with: argument)
        }
        return text
    }

    public func keys(_ language: Language) -> Set<String> { Set(tables[language]?.keys ?? [:].keys) }
}
