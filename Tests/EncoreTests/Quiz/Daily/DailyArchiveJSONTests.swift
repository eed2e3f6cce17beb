import Foundation
import Testing

@testable import Encore

@Suite struct DailyArchiveJSONTests {
    /// Both texts parsed and written again with sorted keys: the same JSON, whatever the key order.
    static func canonical(_ text: String) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    @Test func theHandWrittenArchiveIsWhatJSONEncoderWrites() throws {
        let archive = DailyAPIController.Archive(
            today: 3,
            puzzles: [
                .init(number: 3, date: "2026-01-03", ladder: .poster, status: .playing, tries: 2),
                .init(number: 2, date: "2026-01-02", ladder: .chosung, status: .solved, tries: 1),
                .init(number: 1, date: "2026-01-01", ladder: .chosung, status: .failed, tries: 6),
                .init(number: 0, date: "\"quoted\"\\", ladder: .poster, status: .new, tries: 0),
            ])
        let encoded = String(decoding: try JSONEncoder().encode(archive), as: UTF8.self)

        #expect(try Self.canonical(archive.json) == Self.canonical(encoded))
    }

    @Test func anEmptyArchiveIsValidJSON() throws {
        let archive = DailyAPIController.Archive(today: 0, puzzles: [])

        #expect(try Self.canonical(archive.json) == #"{"puzzles":[],"today":0}"#)
    }
}
