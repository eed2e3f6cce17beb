import Leaf

/// `#t("key")` or `#t("key", arg…)` in templates: the string in the page's language, HTML-escaped
/// here (the catalogue's strings once, the arguments per use) rather than by Leaf on every page.
/// The language comes from the page's `shell.lang`, so every page context must carry a shell.
struct TranslateTag: UnsafeUnescapedLeafTag {
    let strings: StringCatalog

    func render(_ ctx: LeafContext) throws -> LeafData {
        guard let key = ctx.parameters.first?.string else {
            throw TemplateError(message: "#t needs a string key as its first parameter")
        }
        let code = ctx.data["shell"]?.dictionary?["lang"]?.string
        let language = code.flatMap(Language.init(rawValue:)) ?? .ko
        let arguments = ctx.parameters.dropFirst().map { $0.string ?? "" }
        return .string(strings.escapedText(key, language, Array(arguments)))
    }
}

struct TemplateError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
