import Foundation

/// What a player types when uploading a GIF: a title (1–80 characters) and up to 10 tags
/// (comma-separated, a leading # dropped, each 1–30 characters, repeats removed).
struct GifUploadInput: Equatable {
    static let maxTitle = 80
    static let maxTags = 10
    static let maxTag = 30

    let title: String
    let tags: [String]

    init(title rawTitle: String?, tags rawTags: String?) throws {
        let title = (rawTitle ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw FieldProblem("title", "gifs.upload.titleMissing") }
        try StorableText.check(title, field: "title")
        try StorableText.check(rawTags ?? "", field: "tags")
        guard TextLength.of(title) <= Self.maxTitle else {
            throw FieldProblem("title", "gifs.upload.titleTooLong", [String(Self.maxTitle)])
        }
        if WordFilter.builtIn.refuses(title) { throw FieldProblem("title", "words.refused.title") }
        var tags: [String] = []
        for part in (rawTags ?? "").split(whereSeparator: { $0 == "," || $0 == "\n" || $0 == "，" }) {
            var tag = part.trimmingCharacters(in: .whitespaces)
            while tag.hasPrefix("#") { tag.removeFirst() }
            tag = tag.trimmingCharacters(in: .whitespaces)
            guard !tag.isEmpty else { continue }
            guard TextLength.of(tag) <= Self.maxTag else {
                throw FieldProblem("tags", "gifs.upload.tagTooLong", [String(Self.maxTag)])
            }
            if WordFilter.builtIn.refuses(tag) { throw FieldProblem("tags", "words.refused.tag", [tag]) }
            if !tags.contains(where: { $0.lowercased() == tag.lowercased() }) { tags.append(tag) }
        }
        guard tags.count <= Self.maxTags else {
            throw FieldProblem("tags", "gifs.upload.tooManyTags", [String(Self.maxTags)])
        }
        self.title = title
        self.tags = tags
    }
}
