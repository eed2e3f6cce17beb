import Foundation
import SnapshotTesting
import Testing
import VaporTesting

@testable import Encore

/// The HTML of the main pages as a visitor gets them, compared line by line with the copy recorded
/// in `__Snapshots__/PageSnapshotTests/`. A template or page-context change shows up as a diff to
/// read in review; when the change is meant, record again:
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter PageSnapshotTests` (then read the diff).
@Suite struct PageSnapshotTests {
    @Test(arguments: [
        ("home", "/"), ("welcome", "/welcome"), ("quiz", "/quiz"), ("boxoffice", "/boxoffice"),
        ("idols", "/idols"), ("idol-group", "/idols/groups/twice"), ("gifs", "/gifs"),
    ])
    func aVisitorGetsThePageAsRecorded(name: String, path: String) async throws {
        try await withEncore { app, browser in
            app.encore.random = .seeded(1)  // the idol hero
            let response = try await browser.get(path, headers: ["Accept-Language": "ko"])

            #expect(response.status == .ok)
            assertSnapshot(of: Self.withoutPerRequestValues(response.body.string), as: .lines, named: name)
        }
    }

    /// What differs from one run to the next: the CSRF token (new for every visitor), the ids and
    /// share codes of the starter packs (made at start-up). Each distinct id becomes `ID-1`, `ID-2` …
    /// in order of appearance, so the page's structure (which link goes with which card) still shows.
    /// Everything else follows from the pinned clock, secret, seed and data.
    static func withoutPerRequestValues(_ html: String) -> String {
        var page = html
        if let meta = page.range(of: #"name="csrf-token" content="[^"]+""#, options: .regularExpression) {
            let token = page[meta].dropFirst(#"name="csrf-token" content=""#.count).dropLast()
            page = page.replacingOccurrences(of: String(token), with: "CSRF-TOKEN")
        }
        page = numbered(
            #"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"#, as: "ID", in: page)
        return numbered(#"(?<=/q/)[0-9A-Z]{6,8}"#, as: "CODE", in: page)
    }

    private static func numbered(_ pattern: String, as name: String, in text: String) -> String {
        let expression = try! NSRegularExpression(pattern: pattern)
        var numbers: [String: Int] = [:]
        var result = ""
        var last = text.startIndex
        for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range, in: text) else { continue }
            let key = text[range].lowercased()
            let number = numbers[key] ?? (numbers.count + 1)
            numbers[key] = number
            result += text[last..<range.lowerBound] + "\(name)-\(number)"
            last = range.upperBound
        }
        return result + text[last...]
    }
}
