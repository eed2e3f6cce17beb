import Testing

@testable import Encore

@Suite struct GifUploadInputTests {
    @Test func tagsAreSplitOnCommasTrimmedDeduplicatedAndLoseTheirHash() throws {
        let input = try GifUploadInput(title: "  춤추는 고양이 ", tags: "cat, #dance,, 귀여움，Cat, 고양이 춤")

        #expect(input.title == "춤추는 고양이")
        #expect(input.tags == ["cat", "dance", "귀여움", "고양이 춤"])
    }

    @Test(arguments: [
        ("", nil, "title", "gifs.upload.titleMissing"),
        (String(repeating: "가", count: 81), nil, "title", "gifs.upload.titleTooLong"),
        ("ok", String(repeating: "a", count: 31), "tags", "gifs.upload.tagTooLong"),
        ("ok", (1...11).map { "t\($0)" }.joined(separator: ","), "tags", "gifs.upload.tooManyTags"),
    ])
    func badInputNamesTheFieldAndTheRule(title: String, tags: String?, field: String, key: String) {
        #expect(
            throws: FieldProblem(
                field, key,
                key == "gifs.upload.titleMissing"
                    ? [] : [key.hasSuffix("tooManyTags") ? "10" : key.hasSuffix("titleTooLong") ? "80" : "30"])
        ) {
            try GifUploadInput(title: title, tags: tags)
        }
    }
}
