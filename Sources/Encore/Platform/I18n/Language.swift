/// The languages Encore's interface is written in. Korean first: it is the product's first language.
public enum Language: String, Codable, CaseIterable, Sendable {
    case ko, en

    /// Picks the first supported language from an `Accept-Language` header, by quality.
    static func preferred(byAcceptLanguage header: String?) -> Language {
        guard let header else { return .ko }
        let ranked = header.split(separator: ",").enumerated().compactMap { index, part -> (Language, Double, Int)? in
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first?.lowercased() else { return nil }
            let primary = String(tag.split(separator: "-").first ?? "")
            guard let language = Language(rawValue: primary) else { return nil }
            let quality = pieces.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return quality > 0 ? (language, quality, index) : nil
        }
        return ranked.sorted { ($0.1, -$0.2) > ($1.1, -$1.2) }.first?.0 ?? .ko
    }
}
